# ptoc: print
# The user spellings of the communication-context ops (test_comm_ctx_ops.py,
# the distributed examples): pld.get_comm_ctx, pld.rank / pld.nranks and
# pld.comm_ctx.rank / nranks print as pld.system.*.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function
    def worker(self, data: pld.DistributedTensor[[64], pl.FP32]):
        ctx = pld.get_comm_ctx(data)
        r = pld.rank(ctx)
        n = pld.nranks(ctx)
        return pld.comm_ctx.rank(ctx) + pld.comm_ctx.nranks(pld.get_comm_ctx(data)) + r * n
