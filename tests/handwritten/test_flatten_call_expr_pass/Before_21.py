# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInScopeStmt::test_nested_scope_blocks (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.mul(pl.add(x, 1.0), 2.0)
        with pl.at(level=pl.Level.CORE_GROUP):
            b: pl.Tensor[[64], pl.FP32] = pl.add(pl.exp(y), 3.0)
        return pl.add(a, b)
