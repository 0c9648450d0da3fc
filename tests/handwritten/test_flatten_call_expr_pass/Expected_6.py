# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInBinaryExpr::test_calls_in_both_operands (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        t__tmp_v1: pl.Tensor[[64], pl.FP32] = pl.exp(x)
        result: pl.Tensor[[64], pl.FP32] = pl.add(t__tmp_v0, t__tmp_v1)
        return result
