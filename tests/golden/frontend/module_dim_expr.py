# ptoc: print
# A module-level name may stand for integer arithmetic on pl.dynamic names
# (the reference evaluates GATHERED = NR * SIZE to a dimension expression).
import pypto.language as pl

NR = pl.dynamic("NR")
SIZE = 64
GATHERED = NR * SIZE
HALF = (NR + 4) // 2


@pl.program
class P:
    @pl.function
    def func(self, a: pl.Tensor[[NR, 1], pl.FP32]) -> pl.Tensor[[GATHERED, 1], pl.FP32]:
        out: pl.Tensor[[GATHERED, 1], pl.FP32] = pl.create_tensor([GATHERED, 1], dtype=pl.FP32)
        return out

    @pl.function
    def half(self, a: pl.Tensor[[HALF, 8], pl.FP32]) -> pl.Tensor[[HALF, 8], pl.FP32]:
        return a
