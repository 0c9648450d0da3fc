# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y: pl.Scalar[pl.INDEX] = x $ 1
        return y
