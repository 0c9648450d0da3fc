# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(n):
            y: pl.Scalar[pl.INDEX] = i + 0
            pl.tensor.write(out, [i], y)
