# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Bf16ToFp16CastProgram:
    @pl.function(attrs={"auto_tile": True})
    def cast_output(self, x: pl.Tensor[[48, 47000], pl.BF16]) -> pl.Tensor[[48, 47000], pl.FP16]:
        out: pl.Tensor[[48, 47000], pl.FP16] = pl.cast(x, pl.FP16)
        return out
