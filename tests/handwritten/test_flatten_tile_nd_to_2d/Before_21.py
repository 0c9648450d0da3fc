# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmul::test_batch_matmul_a_trans_view_unrolls_per_batch_column_slice (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[2, 128, 16], pl.FP16],
        rhs: pl.Tensor[[2, 128, 64], pl.FP16],
        out_0: pl.Out[pl.Tensor[[2, 16, 64], pl.FP16]],
    ) -> pl.Tensor[[2, 16, 64], pl.FP16]:
        lhs_tile: pl.Tile[[2, 128, 16], pl.FP16] = pl.load(
            lhs, [0, 0, 0], [2, 128, 16], target_memory=pl.MemorySpace.Mat
        )
        lhs_view: pl.Tile[
            [2, 16, 128],
            pl.FP16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.transpose_view(lhs_tile)
        rhs_tile: pl.Tile[[2, 128, 64], pl.FP16] = pl.load(
            rhs, [0, 0, 0], [2, 128, 64], target_memory=pl.MemorySpace.Mat
        )
        out_tile: pl.Tile[[2, 16, 64], pl.FP32] = pl.tile.batch_matmul(lhs_view, rhs_tile)
        out_0 = pl.store(out_tile, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[2, 128, 16], pl.FP16],
        rhs: pl.Tensor[[2, 128, 64], pl.FP16],
    ) -> pl.Tensor[[2, 16, 64], pl.FP16]:
        out_0 = pl.create_tensor([2, 16, 64], dtype=pl.FP16)
        y = self.main_incore_0(lhs, rhs, out_0)
        return y
