# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Fp16PointwiseProgram:
    @pl.function(attrs={"auto_tile": True})
    def fp16(
        self,
        x: pl.Tensor[[128, 512], pl.FP16],
        y: pl.Tensor[[128, 512], pl.FP16],
    ) -> pl.Tensor[[128, 512], pl.FP16]:
        out: pl.Tensor[[128, 512], pl.FP16] = pl.mul(x, y)
        return out
