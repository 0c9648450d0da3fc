# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInBinaryExpr::test_call_in_left_operand (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # Nested call in left operand
        result: pl.Tensor[[64], pl.FP32] = pl.add(pl.mul(x, 2.0), x)
        return result
