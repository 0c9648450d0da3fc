# tests/ut/ir/transforms/test_verify_ssa_pass.py::TestConvertToSSAScope::test_ssa_conversion_with_scope_and_outer_code (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.incore():
            b: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        c: pl.Tensor[[64], pl.FP32] = pl.add(b, b)
        return c
