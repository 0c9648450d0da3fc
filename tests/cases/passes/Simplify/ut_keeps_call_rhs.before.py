# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self):
        _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
