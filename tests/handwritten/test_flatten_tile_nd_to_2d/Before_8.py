# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DReshapedStore::test_2d_tile_reshape_to_3d_then_store (hand-written)
import pypto.language as pl

B = 4
S = 2
D = 8


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[B, D], pl.FP32],
        out_0: pl.Out[pl.Tensor[[B, S, D], pl.FP32]],
    ) -> pl.Tensor[[B, S, D], pl.FP32]:
        x_tile: pl.Tile[[B, D], pl.FP32] = pl.load(x, [0, 0], [B, D])
        r3: pl.Tile[[B, 1, D], pl.FP32] = pl.tile.reshape(x_tile, [B, 1, D])
        out_0: pl.Tensor[[B, S, D], pl.FP32] = pl.store(r3, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[B, D], pl.FP32]) -> pl.Tensor[[B, S, D], pl.FP32]:
        out_0: pl.Tensor[[B, S, D], pl.FP32] = pl.create_tensor([B, S, D], dtype=pl.FP32)
        y: pl.Tensor[[B, S, D], pl.FP32] = self.main_incore_0(x, out_0)
        return y
