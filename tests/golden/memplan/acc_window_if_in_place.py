# ptoc: compile --backend 910B --no-emit-loc
# An if choosing between a window of an Acc tile and its no-op reshape, then a matmul_acc into the
# choice (the reference's test_if_merge_of_one_window_full_row_extent_accepted of
# test_canonicalize_tile_slice): no move writes Acc, so both arms stay on the window and the if
# result is the window's pto.subview, made before the if (the else-arm's copy is a handle of its
# own inside the arm, which the code after the if may not name); the store of acc reads the
# product in columns 32..63 whichever arm runs.
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
        flag: pl.Scalar[pl.INT32],
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
        win = pl.tile.slice(acc, win_shape, win_offset)
        if flag > 0:
            chosen = pl.yield_(win)
        else:
            aliased = pl.tile.reshape(win, win_shape)
            chosen = pl.yield_(aliased)
        done = pl.tile.matmul_acc(chosen, a, b)
        out = pl.tile.store(acc, [0, 0], out)
        return out
