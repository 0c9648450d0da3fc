# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestAccAccumulatorLoopEdges::test_back_edge_row_window_rejected (hand-written)
import pypto.language as pl

big_acc_shape = [32, 32]
win_shape = [16, 32]
win_offset = [16, 0]
trip = 2
rows = 16
cols = 32


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[rows, 64], pl.FP16],
        w: pl.Tensor[[64, cols], pl.FP16],
        out: pl.Out[pl.Tensor[big_acc_shape, pl.FP32]],
    ) -> pl.Tensor[big_acc_shape, pl.FP32]:
        x_mat: pl.Tile[[rows, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(
            x, [0, 0], [rows, 64], target_memory=pl.Mem.Mat
        )
        a: pl.Tile[[rows, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, cols], pl.FP16, pl.Mem.Mat] = pl.tile.load(
            w, [0, 0], [64, cols], target_memory=pl.Mem.Mat
        )
        b: pl.Tile[[64, cols], pl.FP16, pl.Mem.Right] = pl.tile.move(
            w_mat, target_memory=pl.Mem.Right
        )
        acc_small = pl.tile.create(win_shape, pl.FP32, target_memory=pl.Mem.Acc)
        acc_big = pl.tile.create(big_acc_shape, pl.FP32, target_memory=pl.Mem.Acc)
        big_win = pl.tile.slice(acc_big, win_shape, win_offset)
        for _k0, (carried,) in pl.range(trip, init_values=(acc_small,)):
            stepped = pl.tile.matmul_acc(carried, a, b)
            settled = pl.yield_(big_win)
        out = pl.tile.store(acc_big, [0, 0], out)
        return out
