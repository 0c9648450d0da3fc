# ptoc: compile --backend 950 --no-emit-loc
# The reference's test_fp4_packed_gm_expand_codegen.py test_fp4e2m1x2_slice_cast_and_vec_move, program
# CastProg, in the reference revision's spelling (the test's window at carrier column 16, 16 wide,
# is FP4 column 32, 32 wide): the load's partition view counts elements, the tile carriers
# (cols=16), and the cast to FP8 is a pto.tcvt chain through BF16 and FP32 with no ttrans
# (tests/golden/check/fp4_slice_cast_950.py runs it under ptoc check).
import pypto.language as pl


@pl.program
class CastProg:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[16, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP8E4M3FN]],
    ) -> pl.Tensor[[16, 64], pl.FP8E4M3FN]:
        return pl.store(pl.cast(pl.load(src, [0, 32], [16, 32]), pl.FP8E4M3FN), [0, 0], out)
