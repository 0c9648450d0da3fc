# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, cond: pl.Scalar[pl.BOOL], out: pl.Tensor[[1], pl.INDEX]):
        k: pl.Scalar[pl.INDEX] = 7
        if cond:
            k2: pl.Scalar[pl.INDEX] = 5
            k3: pl.Scalar[pl.INDEX] = pl.yield_(k2)
        else:
            k3: pl.Scalar[pl.INDEX] = pl.yield_(k)
        y: pl.Scalar[pl.INDEX] = k3 + 1
        pl.tensor.write(out, [0], y)
