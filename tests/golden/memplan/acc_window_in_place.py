# ptoc: compile --backend 910B --no-emit-loc
# A loop carrying a window of an Acc tile unchanged, then a matmul_acc into it (the reference's
# test_exit_edge_full_row_extent_window_accepted of test_canonicalize_tile_slice): no move writes
# Acc, so the carry and the accumulation stay on the window (a pto.subview of acc) and the store of
# acc reads the product in columns 32..63, as the reference writes the accumulator in place.
import pypto.language as pl

acc_shape = [16, 64]
win_shape = [16, 32]
win_offset = [0, 32]
rows = 16
cols = 32


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[rows, 64], pl.FP16],
        w: pl.Tensor[[64, cols], pl.FP16],
        out: pl.Out[pl.Tensor[acc_shape, pl.FP32]],
    ) -> pl.Tensor[acc_shape, pl.FP32]:
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
        acc = pl.tile.create(acc_shape, pl.FP32, target_memory=pl.Mem.Acc)
        acc_win = pl.tile.slice(acc, win_shape, win_offset)
        for _k0, (carried,) in pl.range(2, init_values=(acc_win,)):
            settled = pl.yield_(carried)
        final = pl.tile.matmul_acc(settled, a, b)
        out = pl.tile.store(acc, [0, 0], out)
        return out
