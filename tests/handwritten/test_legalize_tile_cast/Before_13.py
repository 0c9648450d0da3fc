# tests/ut/ir/transforms/test_legalize_tile_cast.py::test_an_opt_out_applies_only_to_the_final_legalized_hop (hand-written)
import pypto.language as pl

saturation_mode = "off"


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.INT8]],
    ) -> pl.Tensor[[16, 64], pl.INT8]:
        t = pl.load(x, [0, 0], [16, 64])
        c = pl.cast(t, pl.INT8, mode="trunc", saturation_mode=saturation_mode)
        return pl.store(c, [0, 0], out)
