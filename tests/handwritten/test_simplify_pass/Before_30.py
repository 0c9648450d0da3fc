# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarConstantPropagation::test_not_propagated_when_reassigned (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        i: pl.Scalar[pl.INDEX] = 0
        while i < n:
            i = i + 1
