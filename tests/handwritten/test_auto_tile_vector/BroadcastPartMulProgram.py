# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class BroadcastPartMulProgram:
    @pl.function(attrs={"auto_tile": True})
    def part(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        row: pl.Tensor[[64, 1], pl.FP32],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        return pl.part_mul(x, row)
