# tests/ut/ir/transforms/test_verify_ssa_pass.py::TestConvertToSSAScope::test_ssa_conversion_with_variable_reassignment_in_scope (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.incore():
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
            y = pl.mul(y, y)
        return y
