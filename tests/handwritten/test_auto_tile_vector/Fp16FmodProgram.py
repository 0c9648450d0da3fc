# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Fp16FmodProgram:
    @pl.function(attrs={"auto_tile": True})
    def fmod(
        self,
        x: pl.Tensor[[64, 256], pl.FP16],
        y: pl.Tensor[[64, 256], pl.FP16],
    ) -> pl.Tensor[[64, 256], pl.FP16]:
        return pl.fmod(x, y)
