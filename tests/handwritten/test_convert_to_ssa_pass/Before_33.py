# tests/ut/ir/transforms/test_convert_to_ssa_pass.py::TestPlainSyntax::test_complex_nested_control_flow_plain (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = x
        b: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        for i in pl.range(2):
            if i == 0:
                for j in pl.range(2):
                    a = pl.add(a, 1.0)
            else:
                b = pl.mul(b, 2.0)
        result: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return result
