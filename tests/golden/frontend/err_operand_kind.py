# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], s: pl.Scalar[pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.tile.exp(x)
        u = pl.tile.add(s, s)
        return x
