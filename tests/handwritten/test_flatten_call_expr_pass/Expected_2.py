# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInCallArgs::test_multiple_nested_calls_in_args (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        # Both nested calls extracted
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
        t__tmp_v1: pl.Tensor[[64], pl.FP32] = pl.mul(y, 3.0)
        result: pl.Tensor[[64], pl.FP32] = pl.add(t__tmp_v0, t__tmp_v1)
        return result
