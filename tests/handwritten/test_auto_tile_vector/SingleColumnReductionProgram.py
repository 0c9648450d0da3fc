# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class SingleColumnReductionProgram:
    @pl.function(attrs={"auto_tile": True})
    def reduce(self, x: pl.Tensor[[8192, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        values: pl.Tensor[[8192, 1], pl.FP32] = pl.exp(x)
        out: pl.Tensor[[1, 1], pl.FP32] = pl.col_sum(values)
        return out
