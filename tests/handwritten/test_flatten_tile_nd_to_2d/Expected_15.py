# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmul::test_batch_matmul_a_trans_view_unrolls_per_batch_column_slice (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[2, 128, 16], pl.FP16],
        rhs: pl.Tensor[[2, 128, 64], pl.FP16],
        out_0: pl.Out[pl.Tensor[[2, 16, 64], pl.FP16]],
    ) -> pl.Tensor[[2, 16, 64], pl.FP16]:
        lhs_2d: pl.Tensor[[256, 16], pl.FP16] = pl.tensor.view(lhs, [256, 16])
        lhs_tile: pl.Tile[[256, 16], pl.FP16, pl.Mem.Mat] = pl.load(
            lhs_2d, [0, 0], [256, 16], [256, 16], target_memory=pl.Mem.Mat
        )
        lhs_view: pl.Tile[
            [16, 256],
            pl.FP16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.transpose_view(lhs_tile)
        rhs_2d: pl.Tensor[[256, 64], pl.FP16] = pl.tensor.view(rhs, [256, 64])
        rhs_tile: pl.Tile[[256, 64], pl.FP16, pl.Mem.Mat] = pl.load(
            rhs_2d, [0, 0], [256, 64], [256, 64], target_memory=pl.Mem.Mat
        )
        lhs_slice_0: pl.Tile[
            [16, 128],
            pl.FP16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.slice(lhs_view, [16, 128], [0, 0])
        rhs_slice_0: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            rhs_tile, [128, 64], [0, 0]
        )
        matmul_0 = pl.tile.matmul(lhs_slice_0, rhs_slice_0)
        out_0_0 = pl.store(matmul_0, [0, 0, 0], out_0, shapes=[1, 16, 64])

        lhs_slice_1: pl.Tile[
            [16, 128],
            pl.FP16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.slice(lhs_view, [16, 128], [0, 128])
        rhs_slice_1: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            rhs_tile, [128, 64], [128, 0]
        )
        matmul_1 = pl.tile.matmul(lhs_slice_1, rhs_slice_1)
        out_0_1 = pl.store(matmul_1, [1, 0, 0], out_0_0, shapes=[1, 16, 64])
        return out_0_1

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[2, 128, 16], pl.FP16],
        rhs: pl.Tensor[[2, 128, 64], pl.FP16],
    ) -> pl.Tensor[[2, 16, 64], pl.FP16]:
        out_0 = pl.create_tensor([2, 16, 64], dtype=pl.FP16)
        y = self.main_incore_0(lhs, rhs, out_0)
        return y
