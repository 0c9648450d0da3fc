# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_scope_with_single_input_single_output (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.incore():
            y: pl.Tensor[[64], pl.FP32] = pl.mul(a, a)
        result: pl.Tensor[[64], pl.FP32] = pl.add(y, y)
        return result
