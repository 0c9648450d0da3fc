# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class NarrowRowReductionProgram:
    @pl.function(attrs={"auto_tile": True})
    def reduce(self, x: pl.Tensor[[16384, 16], pl.FP32]) -> pl.Tensor[[16384, 1], pl.FP32]:
        out: pl.Tensor[[16384, 1], pl.FP32] = pl.row_sum(x)
        return out
