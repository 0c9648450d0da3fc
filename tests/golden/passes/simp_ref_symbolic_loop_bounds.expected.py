import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX], out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(n):
            y: pl.Scalar[pl.INT64] = i
            pl.tensor.write(out, [i], y)
