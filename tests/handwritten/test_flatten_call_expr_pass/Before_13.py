# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenComplexNesting::test_nested_control_flow_with_calls (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for i in pl.range(5):
            temp: pl.Tensor[[64], pl.FP32] = pl.add(pl.mul(result, 2.0), pl.exp(x))
            if i > 2:
                result = temp
            else:
                result = pl.add(temp, 1.0)
        return result
