# ptoc: print
import pypto.language as pl

@pl.program
class NoParams:
    @pl.function
    def f(self) -> pl.Scalar[pl.INDEX]:
        return 1
