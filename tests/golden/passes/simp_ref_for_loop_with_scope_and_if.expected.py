import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            with pl.at(level=pl.Level.CORE_GROUP):
                if i < 4:
                    y: pl.Scalar[pl.INT64] = 0
                    pl.tensor.write(out, [i], y)
