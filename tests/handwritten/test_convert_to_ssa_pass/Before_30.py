# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_nested_for_loops_multiple_vars_plain (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        outer: pl.Tensor[[64], pl.FP32] = x
        inner: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        for i in pl.range(2):
            for j in pl.range(3):
                inner = pl.add(inner, 1.0)
            outer = pl.add(outer, inner)
        return outer
