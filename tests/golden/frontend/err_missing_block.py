# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i in pl.range(4):
        return a
