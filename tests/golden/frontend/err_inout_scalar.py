# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, n: pl.InOut[pl.Scalar[pl.INT64]]) -> pl.Scalar[pl.INT64]:
        return n
