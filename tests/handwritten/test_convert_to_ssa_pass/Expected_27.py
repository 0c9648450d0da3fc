# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_for_loop_no_outer_modification_plain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i_0 in pl.range(0, 5, 1):
            temp_0: pl.Tensor[[64], pl.FP32] = pl.mul(x_0, 2.0)
            pl.add(temp_0, 1.0)
        return x_0
