# ptoc: print
import pypto.language as pl

@pl.program
class Whiles:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        j: pl.Scalar[pl.INT64] = 0
        while j < n:
            j = j + 1
        for (w, v) in pl.while_(init_values=(j, n)):
            pl.cond(w < 100 and v > 0)
            w2, v2 = pl.yield_(w * 2, v - 1)
        return w2
