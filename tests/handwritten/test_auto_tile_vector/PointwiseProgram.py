# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class PointwiseProgram:
    @pl.function(attrs={"auto_tile": True})
    def pointwise(self, x: pl.Tensor[[64, 256], pl.FP32]) -> pl.Tensor[[64, 256], pl.FP32]:
        a: pl.Tensor[[64, 256], pl.FP32] = pl.exp(x)
        b: pl.Tensor[[64, 256], pl.FP32] = pl.add(a, x)
        out: pl.Tensor[[64, 256], pl.FP32] = pl.mul(b, a)
        return out
