# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInScopeStmt::test_scope_inside_for_loop_with_nested_calls (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = x
        for _i in pl.range(10):
            with pl.at(level=pl.Level.CORE_GROUP):
                result = pl.mul(pl.add(result, 1.0), 2.0)
        return result
