# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInCallArgs::test_single_nested_call_in_args (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # Flattened: temp variable for inner call
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        result: pl.Tensor[[64], pl.FP32] = pl.mul(t__tmp_v0, 2.0)
        return result
