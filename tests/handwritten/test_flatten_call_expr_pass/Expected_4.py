# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInBinaryExpr::test_call_in_left_operand (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        result: pl.Tensor[[64], pl.FP32] = pl.add(t__tmp_v0, x)
        return result
