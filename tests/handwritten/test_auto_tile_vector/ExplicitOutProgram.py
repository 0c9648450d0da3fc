# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ExplicitOutProgram:
    @pl.function(attrs={"auto_tile": True})
    def pointwise(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        y = pl.exp(x)
        return y
