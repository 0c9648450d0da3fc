# /tmp/mxsrc/test_fp4_packed_gm_expand_codegen.py::test_fp4e2m1x2_make_tensor_view_expands_to_nibble_units (hand-written)
import pypto.language as pl


@pl.program
class Rank3:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[2, 16, 32], pl.FP4E2M1X2],
        out: pl.Out[pl.Tensor[[2, 16, 32], pl.FP4E2M1X2]],
    ) -> pl.Tensor[[2, 16, 32], pl.FP4E2M1X2]:
        return pl.store(pl.load(src, [0, 0, 0], [2, 16, 32]), [0, 0, 0], out)
