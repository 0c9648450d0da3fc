# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInBinaryExpr::test_calls_in_both_operands (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # Nested calls in both operands
        result: pl.Tensor[[64], pl.FP32] = pl.add(pl.mul(x, 2.0), pl.exp(x))
        return result
