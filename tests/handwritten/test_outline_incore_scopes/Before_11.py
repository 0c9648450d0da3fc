# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_scope_with_intermediate_computation (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        with pl.incore():
            c: pl.Tensor[[64], pl.FP32] = pl.add(b, b)
            d: pl.Tensor[[64], pl.FP32] = pl.mul(c, c)
        e: pl.Tensor[[64], pl.FP32] = pl.add(d, d)
        return e
