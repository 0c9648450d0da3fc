import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        with pl.at(level=pl.Level.CORE_GROUP):
            _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
