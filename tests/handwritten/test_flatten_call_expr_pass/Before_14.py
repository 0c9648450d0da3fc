# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenComplexNesting::test_multiple_statements_with_nested_calls (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(pl.mul(x, 2.0), 1.0)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(pl.add(a, 3.0), 4.0)
        c: pl.Tensor[[64], pl.FP32] = pl.add(pl.exp(b), pl.exp(a))
        return c
