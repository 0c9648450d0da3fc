# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInUnaryExpr::test_call_in_unary_operand (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.exp(x)
        result: pl.Tensor[[64], pl.FP32] = pl.exp(t__tmp_v0)
        return result
