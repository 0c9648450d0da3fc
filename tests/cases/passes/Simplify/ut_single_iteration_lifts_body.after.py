# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self):
        _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
