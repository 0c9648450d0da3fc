# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarDCE::test_cascade_scalar_chain (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        pass
