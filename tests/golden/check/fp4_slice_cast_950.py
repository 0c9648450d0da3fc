# ptoc: check --backend 950
# The reference's test_fp4_packed_gm_expand_codegen.py CastProg (tests/golden/codegen/fp4_slice_cast_950.py
# holds its .pto): FP4 columns 32..63 of a [16, 64] tensor, carriers 16..31 of each row, loaded
# and cast to FP8E4M3FN through BF16 and FP32; the runtime executes the FP4 -> BF16 tcvt.
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
