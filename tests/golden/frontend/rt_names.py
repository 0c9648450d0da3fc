# ptoc: print
import pypto.language as pl

@pl.program
class Names:
    @pl.function
    def main(self, x: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.FP32]:
        y: pl.Scalar[pl.INT32] = x + 1
        y: pl.Scalar[pl.FP32] = pl.cast(y, pl.FP32)
        y: pl.Scalar[pl.FP32] = y * 2.0
        x += 3
        return y
