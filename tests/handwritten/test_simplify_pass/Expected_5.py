# tests/ut/ir/transforms/test_simplify_pass.py::TestConstantFolding::test_add_constants (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        return pl.const(7, pl.INDEX)
