# ptoc: print
import pypto.language as pl

@pl.program
class Cond:
    @pl.function
    def main(self, a: pl.Scalar[pl.INT32], b: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.INT32]:
        if a > b:
            x: pl.Scalar[pl.INT32] = a - b
            m, n = pl.yield_(x, a)
        else:
            m, n = pl.yield_(b, b)
        if m == n:
            pl.system.bar_all()
        if a < 0:
            pl.system.bar_v()
        else:
            pl.system.bar_m()
        return m
