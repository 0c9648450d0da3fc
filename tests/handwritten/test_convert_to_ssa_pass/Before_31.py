# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_for_with_if_inside_plain (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for i in pl.range(5):
            if i == 0:
                result = pl.mul(result, 2.0)
            else:
                result = pl.add(result, 1.0)
        return result
