# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_preserves_non_incore_functions (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def helper(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return result

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.incore():
            y: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)
        return y
