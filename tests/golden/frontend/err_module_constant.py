# ptoc: parse
import pypto.language as pl

X = pl.tile.add
Y = pl.FP32.get_size()

@pl.program
class C:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return n
