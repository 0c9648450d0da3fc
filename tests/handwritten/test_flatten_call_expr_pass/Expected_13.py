# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenComplexNesting::test_multiple_statements_with_nested_calls (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        a: pl.Tensor[[64], pl.FP32] = pl.add(t__tmp_v0, 1.0)
        t__tmp_v1: pl.Tensor[[64], pl.FP32] = pl.add(a, 3.0)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(t__tmp_v1, 4.0)
        t__tmp_v2: pl.Tensor[[64], pl.FP32] = pl.exp(b)
        t__tmp_v3: pl.Tensor[[64], pl.FP32] = pl.exp(a)
        c: pl.Tensor[[64], pl.FP32] = pl.add(t__tmp_v2, t__tmp_v3)
        return c
