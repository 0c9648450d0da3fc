# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestAccAccumulatorLoopEdges::test_if_merge_of_one_window_row_window_rejected (hand-written)
import pypto.language as pl

acc_shape = [32, 32]
win_shape = [16, 32]
win_offset = [16, 0]
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
