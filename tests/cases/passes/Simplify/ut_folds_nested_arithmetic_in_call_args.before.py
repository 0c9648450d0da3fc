# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, k: pl.Scalar[pl.INDEX]):
        _t: pl.Tensor[[1 * 1, k + 0 - k + 8], pl.FP32] = pl.tensor.create([1 * 1, k + 0 - k + 8], dtype=pl.FP32)
