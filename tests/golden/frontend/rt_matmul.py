# ptoc: print
import pypto.language as pl

@pl.program
class Mm:
    @pl.function(type=pl.FunctionType.AIC)
    def k(self, a: pl.Tensor[[16, 32], pl.FP16], b: pl.Tensor[[32, 64], pl.FP16], c: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        am: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 32], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[32, 64], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        acc2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.matmul_acc(acc, al, br)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc2, [0, 0], c)
        return r
