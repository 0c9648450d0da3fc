# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_nested_for_loops_plain (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for i in pl.range(3):
            for j in pl.range(2):
                result = pl.add(result, 1.0)
        return result
