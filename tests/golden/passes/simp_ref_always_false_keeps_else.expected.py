import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            y2: pl.Scalar[pl.INDEX] = i + 1
            pl.tensor.write(out, [i], y2)
