# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class BranchedLiveOutProgram:
    @pl.function(attrs={"auto_tile": True})
    def diamond(
        self, x: pl.Tensor[[64, 256], pl.FP32]
    ) -> tuple[pl.Tensor[[64, 256], pl.FP32], pl.Tensor[[64, 256], pl.FP32]]:
        shared: pl.Tensor[[64, 256], pl.FP32] = pl.exp(x)
        left: pl.Tensor[[64, 256], pl.FP32] = pl.add(shared, x)
        right: pl.Tensor[[64, 256], pl.FP32] = pl.mul(shared, left)
        out: pl.Tensor[[64, 256], pl.FP32] = pl.add(right, shared)
        return left, out
