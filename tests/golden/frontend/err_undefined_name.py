# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y: pl.Scalar[pl.INDEX] = x + z
        w: pl.Scalar[pl.INDEX] = z * 2
        return y
