# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ColReductionApplyProgram:
    @pl.function(attrs={"auto_tile": True})
    def reduce_apply(self, x: pl.Tensor[[2048, 64], pl.FP32]) -> pl.Tensor[[2048, 64], pl.FP32]:
        total: pl.Tensor[[1, 64], pl.FP32] = pl.col_sum(x)
        out: pl.Tensor[[2048, 64], pl.FP32] = pl.add(x, total)
        return out
