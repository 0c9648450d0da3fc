# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Fp16RowReductionProgram:
    @pl.function(attrs={"auto_tile": True})
    def reduce(self, x: pl.Tensor[[64, 4096], pl.FP16]) -> pl.Tensor[[64, 1], pl.FP16]:
        out: pl.Tensor[[64, 1], pl.FP16] = pl.row_sum(x)
        return out
