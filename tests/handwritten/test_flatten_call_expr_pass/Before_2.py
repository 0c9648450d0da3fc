# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInCallArgs::test_multiple_nested_calls_in_args (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        # Multiple nested calls in args
        result: pl.Tensor[[64], pl.FP32] = pl.add(pl.mul(x, 2.0), pl.mul(y, 3.0))
        return result
