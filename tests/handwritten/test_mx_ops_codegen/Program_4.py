# /tmp/mxsrc/test_mx_ops_codegen.py::TestTQuantProgram::test_mx_quant_chain_emits_pto_ops (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b_t: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Tensor[[16, 32], pl.FP32],
    ):
        ta = pl.load(a, [0, 0], [16, 64])
        tb_t = pl.load(b_t, [0, 0], [32, 64])
        qa, sa = pl.mx_quant(ta, mode="mxfp8_e4m3")
        qb_t, sb_t = pl.mx_quant(tb_t, mode="mxfp8_e4m3")
        qb = pl.tile.transpose_view(qb_t)
        sb = pl.tile.transpose_view(sb_t)
        qa_m = pl.move(qa, target_memory=pl.Mem.Mat)
        sa_m = pl.move(sa, target_memory=pl.Mem.Mat)
        qb_m = pl.move(qb, target_memory=pl.Mem.Mat)
        sb_m = pl.move(sb, target_memory=pl.Mem.Mat)
        la = pl.move(qa_m, target_memory=pl.Mem.Left)
        las = pl.move(sa_m, target_memory=pl.Mem.LeftScale)
        rb = pl.move(qb_m, target_memory=pl.Mem.Right)
        rbs = pl.move(sb_m, target_memory=pl.Mem.RightScale)
        las = pl.tget_scale_addr(las, la)
        rbs = pl.tget_scale_addr(rbs, rb)
        c = pl.matmul_mx(la, las, rb, rbs)
        pl.store(c, [0, 0], out)
