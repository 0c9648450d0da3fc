# tests/ut/ir/transforms/test_outline_incore_scopes.py::TestOutlineIncoreScopes::test_outline_incore_with_if_yield (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], cond: pl.Scalar[pl.BOOL]) -> pl.Tensor[[64], pl.FP32]:
        with pl.incore():
            if cond:
                y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
                z = pl.yield_(y)  # Unannotated - should infer type
            else:
                y2: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)
                z = pl.yield_(y2)
        return z
