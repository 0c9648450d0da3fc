# tests/ut/ir/transforms/test_legalize_tile_cast.py::test_a5_explicit_fp4_to_fp8_cast_becomes_three_native_hops (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP8E4M3FN]],
    ) -> pl.Tensor[[16, 64], pl.FP8E4M3FN]:
        t = pl.load(x, [0, 0], [16, 64], valid_shape=[8, 48])
        c = pl.cast(t, pl.FP8E4M3FN)
        return pl.store(c, [0, 0], out)
