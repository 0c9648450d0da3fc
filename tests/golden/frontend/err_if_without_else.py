# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        if a > 0:
            r = pl.yield_(a)
        return a
