# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class PartPointwiseProgram:
    @pl.function(attrs={"auto_tile": True})
    def part(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        y: pl.Tensor[[64, 256], pl.FP32],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        out: pl.Tensor[[64, 256], pl.FP32] = pl.part_add(x, y)
        return out
