# ptoc: print
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        a: pl.Scalar[pl.INT64] = 0
        for i, x, y in pl.range(4, init_values=(a, a)):
            x2, y2 = pl.yield_(x + 1, y)
        return x2
