# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenCallInReturn::test_single_call_in_return (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t__tmp_v0: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return t__tmp_v0
