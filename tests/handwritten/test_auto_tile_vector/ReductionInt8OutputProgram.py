# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ReductionInt8OutputProgram:
    @pl.function(attrs={"auto_tile": True})
    def cast_output(self, x: pl.Tensor[[128, 8192], pl.FP32]) -> pl.Tensor[[128, 8192], pl.INT8]:
        total: pl.Tensor[[128, 1], pl.FP32] = pl.row_sum(x)
        centered: pl.Tensor[[128, 8192], pl.FP32] = pl.sub(x, total)
        out: pl.Tensor[[128, 8192], pl.INT8] = pl.cast(centered, pl.INT8)
        return out
