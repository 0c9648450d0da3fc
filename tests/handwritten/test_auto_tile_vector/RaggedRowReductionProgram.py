# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class RaggedRowReductionProgram:
    @pl.function(attrs={"auto_tile": True})
    def reduce(self, x: pl.Tensor[[4, 4100], pl.FP32]) -> pl.Tensor[[4, 1], pl.FP32]:
        out: pl.Tensor[[4, 1], pl.FP32] = pl.row_sum(x)
        return out
