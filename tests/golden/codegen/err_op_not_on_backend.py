# ptoc: compile --backend 910B
# An op the backend excludes, whose result a later op reads: reported at each call before
# anything is emitted (emitting went on and crashed on the unbound result).
import pypto.language as pl

@pl.program
class Mx:
    @pl.function(type=pl.FunctionType.AIC)
    def k(self, a: pl.Tensor[[16, 64], pl.FP8E4M3FN], sa: pl.Tensor[[16, 2], pl.FP8E8M0], b: pl.Tensor[[64, 32], pl.FP8E4M3FN], sb: pl.Tensor[[2, 32], pl.FP8E8M0], bias: pl.Tensor[[1, 32], pl.FP32], c: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        am: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP8E4M3FN, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP8E4M3FN, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP8E4M3FN, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        sal: pl.Tile[[16, 2], pl.FP8E8M0, pl.Mem.LeftScale] = pl.load(sa, [0, 0], [16, 2], target_memory=pl.Mem.LeftScale)
        sbr: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.RightScale] = pl.load(sb, [0, 0], [2, 32], target_memory=pl.Mem.RightScale)
        bv: pl.Tile[[1, 32], pl.FP32, pl.Mem.Bias] = pl.load(bias, [0, 0], [1, 32], target_memory=pl.Mem.Bias)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx_bias(al, sal, br, sbr, bv)
        acc2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_mx_acc(acc, al, sal, br, sbr)
        v: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.move(acc2, target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 32], pl.FP32] = pl.store(v, [0, 0], c)
        return r
