# tests/ut/ir/transforms/test_auto_tile_vector.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Bf16PointwiseProgram:
    @pl.function(attrs={"auto_tile": True})
    def bf16(
        self,
        x: pl.Tensor[[128, 512], pl.BF16],
        y: pl.Tensor[[128, 512], pl.BF16],
    ) -> pl.Tensor[[128, 512], pl.BF16]:
        out: pl.Tensor[[128, 512], pl.BF16] = pl.add(x, y)
        return out
