# tests/ut/ir/transforms/test_auto_tile_matmul_acc_mn.py::test_row_narrowed_matmul_declares_a_compact_accumulator_seed (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        lhs: pl.Tensor[[64, 2048], pl.INT8],
        rhs: pl.Tensor[[2048, 128], pl.INT8],
        out: pl.Out[pl.Tensor[[64, 128], pl.INT32]],
    ) -> pl.Tensor[[64, 128], pl.INT32]:
        lhs_mat: pl.Tile[
            [64, 2048],
            pl.INT8,
            pl.Mem.Mat,
            pl.TileView(valid_shape=[16, 2048]),
        ] = pl.tile.load(lhs, [0, 0], [64, 2048], valid_shape=[16, 2048], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[2048, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(
            rhs, [0, 0], [2048, 128], target_memory=pl.Mem.Mat
        )
        product: pl.Tile[
            [64, 128],
            pl.INT32,
            pl.Mem.Acc,
            pl.TileView(valid_shape=[16, 128], compact=pl.CompactMode.normal),
        ] = pl.tile.matmul(lhs_mat, rhs_mat)
        out = pl.tile.store(product, [0, 0], out)
        return out
