# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarDCE::test_removes_unused_scalar_const (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        pass
