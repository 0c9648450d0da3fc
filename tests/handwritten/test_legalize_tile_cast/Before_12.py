# tests/ut/ir/transforms/test_legalize_tile_cast.py::test_resolve_arch_without_configured_backend_is_a_noop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.INT8]],
    ) -> pl.Tensor[[16, 16], pl.INT8]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        c: pl.Tile[[16, 16], pl.INT8] = pl.tile.cast(t, target_type=pl.INT8, mode="round")
        out_t: pl.Tensor[[16, 16], pl.INT8] = pl.store(c, [0, 0], out)
        return out_t
