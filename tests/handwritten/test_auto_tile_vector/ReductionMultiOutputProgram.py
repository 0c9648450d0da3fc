# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ReductionMultiOutputProgram:
    @pl.function(attrs={"auto_tile": True})
    def reduce_live_out(
        self, x: pl.Tensor[[64, 1024], pl.FP32]
    ) -> tuple[pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1024], pl.FP32]]:
        total: pl.Tensor[[64, 1], pl.FP32] = pl.row_sum(x)
        out: pl.Tensor[[64, 1024], pl.FP32] = pl.mul(x, total)
        return total, out
