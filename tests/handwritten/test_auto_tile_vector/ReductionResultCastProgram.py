# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ReductionResultCastProgram:
    @pl.function(attrs={"auto_tile": True})
    def cast_stat(self, x: pl.Tensor[[33, 128], pl.FP32]) -> pl.Tensor[[33, 1], pl.INT8]:
        stat: pl.Tensor[[33, 1], pl.FP32] = pl.row_sum(x)
        out: pl.Tensor[[33, 1], pl.INT8] = pl.cast(stat, pl.INT8)
        return out
