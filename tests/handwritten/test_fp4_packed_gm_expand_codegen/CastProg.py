# /tmp/mxsrc/test_fp4_packed_gm_expand_codegen.py::test_fp4e2m1x2_slice_cast_and_vec_move (hand-written)
import pypto.language as pl


@pl.program
class CastProg:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[16, 32], pl.FP4E2M1X2],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP8E4M3FN]],
    ) -> pl.Tensor[[16, 32], pl.FP8E4M3FN]:
        return pl.store(pl.cast(pl.load(src, [0, 16], [16, 16]), pl.FP8E4M3FN), [0, 0], out)
