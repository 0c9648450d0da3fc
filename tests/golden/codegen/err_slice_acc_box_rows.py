# ptoc: compile --backend 910B --no-emit-loc
# A window of a boxed (16x16 fractal boxes) Acc tile at row 8: ptoas takes a pto.subview of a
# boxed tile only at whole boxes, so ptoc reports the slice.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def acc_window(self, x: pl.Tensor[[16, 64], pl.FP16], w: pl.Tensor[[64, 16], pl.FP16], out: pl.Out[pl.Tensor[[32, 16], pl.FP32]]) -> pl.Tensor[[32, 16], pl.FP32]:
        x_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        a: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[64, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 16], target_memory=pl.Mem.Mat)
        b: pl.Tile[[64, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([32, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        win: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.slice(acc, [16, 16], [8, 0])
        for k0, (carried,) in pl.range(2, init_values=(win,)):
            stepped: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(carried, a, b)
            settled: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(stepped)
        out_1: pl.Tensor[[32, 16], pl.FP32] = pl.tile.store(settled, [8, 0], out)
        return out_1
