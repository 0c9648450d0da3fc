# /tmp/mxsrc/test_mx_ops_codegen.py::TestMxDslProgram::test_matmul_mx_emits_pto_tmatmul_mx (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[128, 64], pl.FP8E5M2],
        a_s: pl.Tensor[[128, 2], pl.FP8E8M0],
        b: pl.Tensor[[64, 64], pl.FP8E5M2],
        b_s: pl.Tensor[[2, 64], pl.FP8E8M0],
        out: pl.Tensor[[128, 64], pl.FP32],
    ):
        ta = pl.load(a, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        tas = pl.load(a_s, [0, 0], [128, 2], target_memory=pl.Mem.Mat, mx_layout="mx_a_zz")
        tb = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        tbs = pl.load(b_s, [0, 0], [2, 64], target_memory=pl.Mem.Mat, mx_layout="mx_b_nn")
        la = pl.move(ta, target_memory=pl.Mem.Left)
        las = pl.move(tas, target_memory=pl.Mem.LeftScale)
        rb = pl.move(tb, target_memory=pl.Mem.Right)
        rbs = pl.move(tbs, target_memory=pl.Mem.RightScale)
        las = pl.tget_scale_addr(las, la)
        rbs = pl.tget_scale_addr(rbs, rb)
        c = pl.matmul_mx(la, las, rb, rbs)
        pl.store(c, [0, 0], out)
