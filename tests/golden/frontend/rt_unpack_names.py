# ptoc: print
import pypto.language as pl

@pl.program
class Names:
    @pl.function
    def pair(self, x: pl.Scalar[pl.INT32]) -> tuple[pl.Scalar[pl.INT32], pl.Scalar[pl.INT32]]:
        return x, x
    @pl.function
    def main(self, x: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.INT32]:
        # two unpackings: two vars named _tuple_tmp, printed apart
        a, b = self.pair(x)
        c, d = self.pair(a)
        # a re-assigned name keeps its var (non-SSA)
        y: pl.Scalar[pl.INT32] = x + 1
        y = y * 2
        x += 3
        return y + c
