# /tmp/mxsrc/test_mx_ops_codegen.py::TestTQuantProgram::test_tquant_program_builds (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[16, 64], pl.FP32],
        out_q: pl.Tensor[[16, 64], pl.FP8E4M3FN],
        out_s: pl.Tensor[[16, 2], pl.FP8E8M0],
    ):
        t = pl.load(src, [0, 0], [16, 64])
        q, s = pl.tquant(t, mode="mxfp8_e4m3")
        pl.store(q, [0, 0], out_q)
        pl.store(s, [0, 0], out_s)
