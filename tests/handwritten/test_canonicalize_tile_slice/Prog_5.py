# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestAccAccumulatorWindowResolution::test_loop_carried_accept_and_reject_are_told_apart (hand-written)
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
        # Legal: the window spans every row of its [16, 64] parent.
        acc_ok = pl.tile.create([16, 64], pl.FP32, target_memory=pl.Mem.Acc)
        win_ok = pl.tile.slice(acc_ok, [16, 32], [0, 32])
        for _i, (carried_ok,) in pl.range(2, init_values=(win_ok,)):
            stepped_ok = pl.tile.matmul_acc(carried_ok, a, b)
            settled_ok = pl.yield_(stepped_ok)
        # Illegal: a row window of a two-block-column [32, 32] parent.
        acc_bad = pl.tile.create([32, 32], pl.FP32, target_memory=pl.Mem.Acc)
        win_bad = pl.tile.slice(acc_bad, [16, 32], [16, 0])
        for _j, (carried_bad,) in pl.range(2, init_values=(win_bad,)):
            stepped_bad = pl.tile.matmul_acc(carried_bad, a, b)
            settled_bad = pl.yield_(stepped_bad)
        stored_ok = pl.tile.store(settled_ok, [0, 0], out)
        stored_all = pl.tile.store(settled_bad, [0, 0], stored_ok)
        return stored_all
