# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i < 4:
                y: pl.Scalar[pl.INDEX] = 0
                pl.tensor.write(out, [i], y)
            else:
                y2: pl.Scalar[pl.INDEX] = 0
                pl.tensor.write(out, [i], y2)
