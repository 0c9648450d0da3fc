# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_for_loop_no_outer_modification_plain (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(5):
            temp: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
            pl.add(temp, 1.0)
        return x
