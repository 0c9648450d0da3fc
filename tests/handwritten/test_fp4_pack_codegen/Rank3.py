# tests/ut/codegen/test_fp4_pack_codegen.py::test_fp4_make_tensor_view_expands_to_nibble_units (hand-written)
import pypto.language as pl


@pl.program
class Rank3:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[2, 16, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[2, 16, 64], pl.FP4]],
    ) -> pl.Tensor[[2, 16, 64], pl.FP4]:
        return pl.store(pl.load(src, [0, 0, 0], [2, 16, 64]), [0, 0, 0], out)
