# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DReshapedStore::test_2d_tile_reshape_to_3d_then_store (hand-written)
import pypto.language as pl

B = 4
S = 2
D = 8


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[B, D], pl.FP32],
        out_0: pl.Out[pl.Tensor[[B, S, D], pl.FP32]],
    ) -> pl.Tensor[[B, S, D], pl.FP32]:
        x_tile = pl.tile.load(x, [0, 0], [B, D], [B, D])
        r3 = pl.tile.reshape(x_tile, [B, 1, D])
        flat_tile = pl.tile.reshape(r3, [B, D])
        out_0_1 = pl.tile.store(flat_tile, [0, 0, 0], out_0, [B, 1, D])
        return out_0_1

    @pl.function
    def main(self, x: pl.Tensor[[B, D], pl.FP32]) -> pl.Tensor[[B, S, D], pl.FP32]:
        out_0 = pl.create_tensor([B, S, D], dtype=pl.FP32)
        y = self.main_incore_0(x, out_0)
        return y
