# the other side of inline_equal.py
import pypto.language as pl


@pl.program
class ManualExpand:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        tmp: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        y: pl.Tensor[[64], pl.FP32] = tmp
        return y
