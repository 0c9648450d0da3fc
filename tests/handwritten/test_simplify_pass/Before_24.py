# tests/ut/ir/transforms/test_simplify_pass.py::TestNoChange::test_empty_function (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        pass
