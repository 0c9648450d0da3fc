# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestAccAccumulatorWindowResolution::test_reshape_of_row_window_rejected (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP16],
        w: pl.Tensor[[64, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(
            x, [0, 0], [16, 64], target_memory=pl.Mem.Mat
        )
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(
            w, [0, 0], [64, 32], target_memory=pl.Mem.Mat
        )
        b: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc = pl.tile.create([32, 32], pl.FP32, target_memory=pl.Mem.Acc)
        acc_win = pl.tile.slice(acc, [16, 32], [16, 0])
        acc_alias = pl.tile.reshape(acc_win, [16, 32])
        acc_new = pl.tile.matmul_acc(acc_alias, a, b)
        out = pl.tile.store(acc_new, [0, 0], out)
        return out
