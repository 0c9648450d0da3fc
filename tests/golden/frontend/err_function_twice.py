# ptoc: parse
# a second function of the same name is an error at its name
import pypto.language as pl

@pl.program
class D:
    @pl.function
    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return x

    @pl.function
    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return x
