import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
