# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DStandaloneTranspose::test_nd_transpose_unrolls_to_2d_transposes (hand-written)
import pypto.language as pl


@pl.program
class ProgNdTransUnroll:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[2, 3, 8], pl.FP32],
        out_0: pl.Out[pl.Tensor[[2, 8, 3], pl.FP32]],
    ) -> pl.Tensor[[2, 8, 3], pl.FP32]:
        x_tile: pl.Tile[[2, 3, 8], pl.FP32] = pl.tile.load(x, [0, 0, 0], [2, 3, 8])
        xt_tile: pl.Tile[[2, 8, 3], pl.FP32] = pl.transpose(x_tile, axis1=1, axis2=2)
        out_0: pl.Tensor[[2, 8, 3], pl.FP32] = pl.tile.store(xt_tile, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(self, x: pl.Tensor[[2, 3, 8], pl.FP32]) -> pl.Tensor[[2, 8, 3], pl.FP32]:
        out_0: pl.Tensor[[2, 8, 3], pl.FP32] = pl.create_tensor([2, 8, 3], dtype=pl.FP32)
        y: pl.Tensor[[2, 8, 3], pl.FP32] = self.main_incore_0(x, out_0)
        return y
