# tests/ut/ir/transforms/test_simplify_pass.py::TestScalarDCE::test_cascade_scalar_chain (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        a: pl.Scalar[pl.INDEX] = 5
        b: pl.Scalar[pl.INDEX] = a + 1  # noqa: F841
