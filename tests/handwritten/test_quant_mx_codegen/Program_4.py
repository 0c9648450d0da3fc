# tests/ut/codegen/test_quant_mx_codegen.py::TestQuantMxCodegen::test_packed_quant_codegen (hand-written)
import pypto.language as pl

group_axis = 1
src_rows = 16
src_cols = 64
out_rows = 16
out_cols = 64


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[src_rows, src_cols], pl.BF16],
        out: pl.Tensor[[out_rows, out_cols], pl.FP8E4M3FN],
    ):
        quant, _scale = pl.quant_mx(
            pl.load(src, [0, 0], [src_rows, src_cols]),
            group_axis=group_axis,
        )
        pl.store(quant, [0, 0], out)
