# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInCallArgs::test_deeply_nested_calls (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # Deeply nested: mul(add(exp(x), 1.0), 2.0)
        result: pl.Tensor[[64], pl.FP32] = pl.mul(pl.add(pl.exp(x), 1.0), 2.0)
        return result
