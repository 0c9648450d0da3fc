# ptoc: parse
import pypto.language as pl

@pl.program(strict_ssa=True)
class Strict:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        x: pl.Scalar[pl.INDEX] = n + 1
        x = x * 2
        return x

    @pl.function(strict_ssa=False)
    def g(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        x: pl.Scalar[pl.INDEX] = n + 1
        x = x * 2
        return x
