# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ExplicitMultiOutProgram:
    @pl.function(attrs={"auto_tile": True})
    def pointwise(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        first: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
        second: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 256], pl.FP32], pl.Tensor[[64, 256], pl.FP32]]:
        first = pl.exp(x)
        second = pl.add(first, 1.0)
        return first, second
