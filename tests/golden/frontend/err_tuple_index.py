# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def two(self, x: pl.Scalar[pl.INDEX]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        return x, x
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        p: pl.Tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]] = self.two(a)
        q: pl.Scalar[pl.INDEX] = p[2]
        return q
