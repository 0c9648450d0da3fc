# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, n: pl.INT64) -> pl.Scalar[pl.INDEX]:
        return n
