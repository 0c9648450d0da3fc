# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class BroadcastProgram:
    @pl.function(attrs={"auto_tile": True})
    def broadcast(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        row: pl.Tensor[[64, 1], pl.FP32],
        col: pl.Tensor[[1, 256], pl.FP32],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        with_row: pl.Tensor[[64, 256], pl.FP32] = pl.add(x, row)
        out: pl.Tensor[[64, 256], pl.FP32] = pl.add(col, with_row)
        return out
