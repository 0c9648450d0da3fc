# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class RowExpandRepeatAlignedProgram:
    @pl.function(attrs={"auto_tile": True})
    def row_expand(
        self,
        x: pl.Tensor[[1, 64], pl.FP32],
        row: pl.Tensor[[1, 1], pl.FP32],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        out: pl.Tensor[[1, 64], pl.FP32] = pl.row_expand_add(x, row)
        return out
