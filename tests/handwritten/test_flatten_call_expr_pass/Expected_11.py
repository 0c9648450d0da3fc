# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInForRange::test_nested_calls_in_for_body (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for i in pl.range(10):
            t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.add(result, 1.0)
            result = pl.mul(t__tmp_v0, 2.0)
        return result
