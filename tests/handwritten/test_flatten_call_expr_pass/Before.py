# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInCallArgs::test_single_nested_call_in_args (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # Nested call: mul(add(x, 1.0), 2.0)
        result: pl.Tensor[[64], pl.FP32] = pl.mul(pl.add(x, 1.0), 2.0)
        return result
