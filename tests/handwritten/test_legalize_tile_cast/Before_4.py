# tests/ut/ir/transforms/test_legalize_tile_cast.py::test_a5_fp4_to_bf16_cast_is_silent (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[16, 64], pl.BF16]],
    ) -> pl.Tensor[[16, 64], pl.BF16]:
        t = pl.load(x, [0, 0], [16, 64])
        c = pl.cast(t, pl.BF16)
        return pl.store(c, [0, 0], out)
