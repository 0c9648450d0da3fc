# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenComplexNesting::test_nested_control_flow_with_calls (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for i in pl.range(5):
            t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.mul(result, 2.0)
            t__tmp_v1: pl.Tensor[[64], pl.FP32] = pl.exp(x)
            temp: pl.Tensor[[64], pl.FP32] = pl.add(t__tmp_v0, t__tmp_v1)
            if i > 2:
                result = temp
            else:
                result = pl.add(temp, 1.0)
        return result
