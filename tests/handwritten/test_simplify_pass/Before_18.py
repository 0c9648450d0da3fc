# tests/ut/ir/transforms/test_simplify_pass.py::TestControlFlow::test_while_condition_simplified (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        i: pl.Scalar[pl.INDEX] = 0
        while i < n + 0:
            i = i + 1
