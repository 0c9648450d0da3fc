# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Scalar[pl.FP64]) -> pl.Scalar[pl.INDEX]:
        y: pl.Scalar[pl.INDEX] = pl.const(1, pl.INT33)
        return y
