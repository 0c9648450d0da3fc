# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInForRange::test_nested_calls_in_for_body (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for i in pl.range(10):
            # Nested call in loop body
            result = pl.mul(pl.add(result, 1.0), 2.0)
        return result
