# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInScopeStmt::test_nested_scope_blocks (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        a: pl.Tensor[[64], pl.FP32] = pl.mul(t__tmp_v0, 2.0)
        with pl.at(level=pl.Level.CORE_GROUP):
            t__tmp_v1: pl.Tensor[[64], pl.FP32] = pl.exp(y)
            b: pl.Tensor[[64], pl.FP32] = pl.add(t__tmp_v1, 3.0)
        t__tmp_v2: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return t__tmp_v2
