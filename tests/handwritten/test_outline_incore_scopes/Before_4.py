# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_scope_with_multiple_inputs (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self, x: pl.Tensor[[64], pl.FP32], y: pl.Tensor[[64], pl.FP32]
    ) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, y)
        b: pl.Tensor[[64], pl.FP32] = pl.mul(x, y)
        with pl.incore():
            result: pl.Tensor[[64], pl.FP32] = pl.add(a, b)
        return result
