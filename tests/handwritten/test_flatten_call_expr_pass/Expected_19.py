# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInScopeStmt::test_multiple_nested_calls_inside_scope (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
            a: pl.Tensor[[64], pl.FP32] = pl.add(t__tmp_v0, 1.0)
            t__tmp_v1: pl.Tensor[[64], pl.FP32] = pl.add(a, 3.0)
            b: pl.Tensor[[64], pl.FP32] = pl.mul(t__tmp_v1, 4.0)
        return b
