# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_nested_loops_with_if_plain (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for i in pl.range(3):
            for j in pl.range(2):
                if j == 0:
                    result = pl.add(result, 1.0)
                else:
                    result = pl.mul(result, 1.5)
        return result
