# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarDCE::test_keeps_call_rhs_even_if_lhs_unused (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
