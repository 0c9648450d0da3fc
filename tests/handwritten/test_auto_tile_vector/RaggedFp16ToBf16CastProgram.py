# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class RaggedFp16ToBf16CastProgram:
    @pl.function(attrs={"auto_tile": True})
    def cast_output(self, x: pl.Tensor[[1, 33], pl.FP16]) -> pl.Tensor[[1, 33], pl.BF16]:
        out: pl.Tensor[[1, 33], pl.BF16] = pl.cast(x, pl.BF16)
        return out
