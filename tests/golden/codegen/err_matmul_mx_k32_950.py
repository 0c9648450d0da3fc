# ptoc: compile --backend 950 --no-emit-loc
# ptoas 0.60's A5 tmatmul.mx takes a physical K that is a multiple of 64: a 128x32x64 product
# (K = 32, one block of scales) is refused at the call.
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 32], pl.FP8E4M3FN],
        a_s: pl.Tensor[[128, 1], pl.FP8E8M0, pl.MX_A_ZZ],
        b: pl.Tensor[[32, 64], pl.FP8E4M3FN],
        b_s: pl.Tensor[[1, 64], pl.FP8E8M0, pl.MX_B_NN],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        ta = pl.load(a, [0, 0], [128, 32], target_memory=pl.Mem.Mat)
        tas = pl.load(a_s, [0, 0], [128, 1], target_memory=pl.Mem.Mat)
        tb = pl.load(b, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        tbs = pl.load(b_s, [0, 0], [1, 64], target_memory=pl.Mem.Mat)
        la = pl.move(ta, target_memory=pl.Mem.Left)
        las = pl.move(tas, target_memory=pl.Mem.LeftScale)
        rb = pl.move(tb, target_memory=pl.Mem.Right)
        rbs = pl.move(tbs, target_memory=pl.Mem.RightScale)
        c = pl.matmul_mx(la, las, rb, rbs)
        return pl.store(c, [0, 0], out)
