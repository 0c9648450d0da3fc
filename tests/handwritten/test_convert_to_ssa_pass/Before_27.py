# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_for_loop_multiple_vars_modified_plain (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = x
        b: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        for i in pl.range(3):
            a = pl.add(a, 1.0)
            b = pl.mul(b, 1.5)
        result: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return result
