# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestNdTensorMatmulConversion::test_nd_tensor_matmul_acc_forwards_init_cond (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(
        self,
        h0: pl.Tensor[[16, 256], pl.BF16],
        w0: pl.Tensor[[1, 64, 256], pl.BF16],
        h1: pl.Tensor[[16, 256], pl.BF16],
        w1: pl.Tensor[[1, 64, 256], pl.BF16],
        k: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[1, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 16, 64], pl.FP32]:
        h0_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            h0,
            [0, 0],
            [16, 256],
            [16, 256],
            target_memory=pl.Mem.Mat,
            attrs={"__compiler_tensor_to_tile_mat_bridge": True},
        )
        w0_mat_view2d: pl.Tensor[
            [64, 256], pl.BF16, pl.TensorView(stride=[256, 1], layout=pl.TensorLayout.ND)
        ] = pl.tensor.view(w0, [64, 256])
        w0_mat: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            w0_mat_view2d,
            [0, 0],
            [64, 256],
            [64, 256],
            target_memory=pl.Mem.Mat,
            attrs={"__compiler_tensor_to_tile_mat_bridge": True},
        )
        w0_mat_t: pl.Tile[
            [256, 64],
            pl.BF16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.transpose_view(w0_mat)
        lhs_slice_0: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(
            h0_mat, [16, 256], [0, 0]
        )
        rhs_slice_0: pl.Tile[
            [256, 64],
            pl.BF16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.slice(w0_mat_t, [256, 64], [0, 0])
        acc__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_slice_0, rhs_slice_0)
        h1_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            h1,
            [0, 0],
            [16, 256],
            [16, 256],
            target_memory=pl.Mem.Mat,
            attrs={"__compiler_tensor_to_tile_mat_bridge": True},
        )
        w1_mat_view2d: pl.Tensor[
            [64, 256], pl.BF16, pl.TensorView(stride=[256, 1], layout=pl.TensorLayout.ND)
        ] = pl.tensor.view(w1, [64, 256])
        w1_mat: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            w1_mat_view2d,
            [0, 0],
            [64, 256],
            [64, 256],
            target_memory=pl.Mem.Mat,
            attrs={"__compiler_tensor_to_tile_mat_bridge": True},
        )
        w1_mat_t: pl.Tile[
            [256, 64],
            pl.BF16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.transpose_view(w1_mat)
        lhs_slice_0_1: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(
            h1_mat, [16, 256], [0, 0]
        )
        rhs_slice_0_1: pl.Tile[
            [256, 64],
            pl.BF16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.slice(w1_mat_t, [256, 64], [0, 0])
        acc__tile_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(
            acc__tile, lhs_slice_0_1, rhs_slice_0_1, k == 0
        )
        out_0__tile: pl.Tensor[[1, 16, 64], pl.FP32] = pl.tile.store(
            acc__tile_1, [0, 0, 0], out_0, [1, 16, 64]
        )
        return out_0__tile
