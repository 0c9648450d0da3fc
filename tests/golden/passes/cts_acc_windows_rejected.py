# ptoc: opt --passes=canonicalize_tile_slice
# The reference's TestAccAccumulatorSliceContiguity and TestAccAccumulatorWindowResolution
# rejections, one per function: a row window of a [32, 32] Acc tile as a matmul_acc
# accumulator (directly, with a valid_shape, straddling two 16-column blocks, carried into a
# loop, through a reshape, a plain alias, and as a bare statement) is reported at the call.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def row_window(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 32], [16, 0])
        acc_new: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_win, a, b)
        out_1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc_new, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def row_window_valid_shape(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 32], [16, 0], [16, 32])
        acc_new: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_win, a, b)
        out_1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc_new, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def straddles_two_blocks(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 16], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 16], [16, 8])
        acc_new: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_win, a, b)
        out_1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc_new, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def carried_row_window(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 32], [16, 0])
        for k0, (carried,) in pl.range(2, init_values=(acc_win,)):
            stepped: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(carried, a, b)
            settled: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(stepped)
        out_1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(settled, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def through_reshape(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 32], [16, 0])
        acc_alias: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.reshape(acc_win, [16, 32])
        acc_new: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_alias, a, b)
        out_1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc_new, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def through_alias(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 32], [16, 0])
        acc_alias: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = acc_win
        acc_new: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc_alias, a, b)
        out_1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc_new, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.InCore)
    def bare_statement(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc_win: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 32], [16, 0])
        pl.tile.matmul_acc(acc_win, a, b)
        out_1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return out_1
