# tests/ut/ir/transforms/test_simplify_pass.py::TestConstantFolding::test_mul_constants (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        return pl.const(3, pl.INDEX) * pl.const(4, pl.INDEX)
