# ptoc: parse
# Only the attributes a spelling names exist: a plain tensor has no .comm,
# and the error is the attribute's alone (no missing-return error after it).
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function
    def kernel(self, data: pl.Tensor[[64], pl.FP32], d: pld.DistributedTensor[[64], pl.FP32]) -> pl.Scalar[pl.INT32]:
        x = d.comm.world
        return data.comm.rank
