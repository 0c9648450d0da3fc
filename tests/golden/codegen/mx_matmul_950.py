# ptoc: compile --backend 950 --no-emit-loc
# The reference's test_mx_ops_codegen.py test_matmul_mx_emits_pto_tmatmul_mx (128x64x64, the
# PTO-ISA a5 tmatmul_mx case 1), in the reference revision's language: the scales' GM layouts are
# tensor annotations (MX_A_ZZ, MX_B_NN) where the test's version of the file passes mx_layout= to
# pl.load, the data is FP8E4M3FN (the only FP8 the revision's matmul_mx takes; the test uses
# E5M2), and InsertMxScaleAddr writes the two tget_scale_addr bindings the test writes by hand.
# What the test asserts: pto.tmatmul.mx, pto.tget_scale_addr, loc=scaling, !pto.f8E8M0, the
# mx_a_zz / mx_b_nn layouts on make_tensor_view (and, as the reference emits, on the scales'
# tload), pto.tload.  Each binding's scale is [M, ceil(K/32)] = [128, 2] of the Left data and
# [ceil(K/32), N] = [2, 64] of the Right data.
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 64], pl.FP8E4M3FN],
        a_s: pl.Tensor[[128, 2], pl.FP8E8M0, pl.MX_A_ZZ],
        b: pl.Tensor[[64, 64], pl.FP8E4M3FN],
        b_s: pl.Tensor[[2, 64], pl.FP8E8M0, pl.MX_B_NN],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        ta = pl.load(a, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        tas = pl.load(a_s, [0, 0], [128, 2], target_memory=pl.Mem.Mat)
        tb = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        tbs = pl.load(b_s, [0, 0], [2, 64], target_memory=pl.Mem.Mat)
        la = pl.move(ta, target_memory=pl.Mem.Left)
        las = pl.move(tas, target_memory=pl.Mem.LeftScale)
        rb = pl.move(tb, target_memory=pl.Mem.Right)
        rbs = pl.move(tbs, target_memory=pl.Mem.RightScale)
        c = pl.matmul_mx(la, las, rb, rbs)
        return pl.store(c, [0, 0], out)
