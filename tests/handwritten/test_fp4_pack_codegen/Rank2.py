# tests/ut/codegen/test_fp4_pack_codegen.py::test_fp4_make_tensor_view_expands_to_nibble_units (hand-written)
import pypto.language as pl


@pl.program
class Rank2:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[2, 512], pl.FP4],
        out: pl.Out[pl.Tensor[[2, 512], pl.FP4]],
    ) -> pl.Tensor[[2, 512], pl.FP4]:
        viewed: pl.Tensor[[2, 512], pl.FP4] = pl.tensor.view(src, [2, 512])
        return pl.store(pl.load(viewed, [0, 0], [2, 512]), [0, 0], out)
