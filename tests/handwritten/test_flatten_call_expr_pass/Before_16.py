# tests/ut/ir/transforms/test_flatten_call_expr_pass.py::TestFlattenAlreadyFlat::test_no_calls_at_all (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x
