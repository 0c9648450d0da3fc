# ptoc: print
# Type annotations as the reference's test_type_resolver writes them: a
# module-level shape list of pl.dynamic names, a module-level tensor layout,
# one pl.Tuple result returned as `return a, b`, and a tensor parameter
# returned for a result of another dtype (the declared type stays).
import pypto.language as pl

M = pl.dynamic("M")
SHAPE = [M, 128]
LAYOUT = pl.NZ


@pl.program
class Annotations:
    @pl.function
    def dyn(self, x: pl.Tensor[SHAPE, pl.FP32]) -> pl.Tensor[SHAPE, pl.FP32]:
        return x

    @pl.function
    def nz(self, x: pl.Tensor[[64, 128], pl.FP16, LAYOUT]) -> pl.Tensor[[64, 128], pl.FP16, LAYOUT]:
        return x

    @pl.function
    def pair(
        self, x: pl.Tensor[[64], pl.FP32], y: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(y, 2.0)
        return a, b

    @pl.function
    def widen(self, x: pl.Tensor[[128, 64], pl.FP16]) -> pl.Tensor[[128, 64], pl.FP32]:
        return x
