# tests/ut/ir/transforms/test_auto_tile_matmul_acc_mn.py::test_already_padded_output_localizes_valid_shape_across_mn_grid (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[512, 384], pl.INT8],
        rhs: pl.Tensor[[384, 288], pl.INT8],
        out: pl.Out[pl.Tensor[[512, 288], pl.INT32]],
    ) -> pl.Tensor[[512, 288], pl.INT32]:
        lhs_mat: pl.Tile[[512, 384], pl.INT8, pl.Mem.Mat] = pl.tile.load(
            lhs, [0, 0], [512, 384], target_memory=pl.Mem.Mat
        )
        rhs_mat: pl.Tile[
            [384, 288],
            pl.INT8,
            pl.Mem.Mat,
            pl.TileView(valid_shape=[384, 272]),
        ] = pl.tile.load(
            rhs,
            [0, 0],
            [384, 288],
            valid_shape=[384, 272],
            target_memory=pl.Mem.Mat,
        )
        product: pl.Tile[
            [512, 288],
            pl.INT32,
            pl.Mem.Acc,
            pl.TileView(valid_shape=[512, 272]),
        ] = pl.tile.matmul(lhs_mat, rhs_mat)
        out = pl.tile.store(product, [0, 0], out)
        return out
