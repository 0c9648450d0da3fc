# ptoc: print
# Attributes of a distributed tensor and of its communication context
# (test_dist_tensor_comm.py): data.comm is pld.get_comm_ctx(data), ctx.rank /
# ctx.nranks are pld.comm_ctx.rank / nranks(ctx), chained left to right.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function
    def kernel(self, data: pld.DistributedTensor[[64], pl.FP32]) -> pl.Scalar[pl.INT32]:
        ctx = pld.get_comm_ctx(data)
        n = ctx.nranks
        return data.comm.rank + n
