# ptoc: opt --passes=canonicalize_tile_slice
# The reference's test_loop_carried_single_block_column_window_accepted: a [16, 16] window
# inside one 16-column block of a [32, 16] Acc tile, carried into a two-trip loop as the
# matmul_acc accumulator, is accepted; the program is left as it is.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def carried_one_block(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 16], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 16], [16, 0])
        for k0, (carried,) in pl.range(2, init_values=(acc_win,)):
            stepped: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(carried, a, b)
            settled: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(stepped)
        out_1: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(settled, [0, 0], out)
        return out_1
