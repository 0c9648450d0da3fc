# ptoc: opt --passes=canonicalize_tile_slice
# The Acc windows the reference accepts as accumulators: a window over every row of its tile
# ([16, 32] of [16, 64]), directly and carried into a loop, and a window inside one 16-column
# block ([16, 16] of [32, 16]).  The program is left as it is (cts_acc_carried_block: the
# block window carried into a loop).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def full_rows(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 32], [0, 32])
        acc_new: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_win, a, b)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc_new, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def one_block(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 16], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 16], [16, 0])
        acc_new: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_win, a, b)
        out_1: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(acc_new, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def carried_full_rows(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 32], [0, 32])
        for k0, (carried,) in pl.range(2, init_values=(acc_win,)):
            stepped: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(carried, a, b)
            settled: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(stepped)
        out_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(settled, [0, 0], out)
        return out_1
