import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, k: pl.Scalar[pl.INDEX]):  # noqa: ARG002
        _t: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.create([1, 8], dtype=pl.FP32)
