# tests/ut/ir/transforms/test_legalize_tile_cast.py::test_a5_uint32_to_fp32_rejects_narrowing_bridge (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.UINT32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.UINT32] = pl.load(x, [0, 0], [16, 16])
        c: pl.Tile[[16, 16], pl.FP32] = pl.tile.cast(t, target_type=pl.FP32, mode="none")
        out_t: pl.Tensor[[16, 16], pl.FP32] = pl.store(c, [0, 0], out)
        return out_t
