import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        _t: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.create([4, 8], dtype=pl.FP32)
