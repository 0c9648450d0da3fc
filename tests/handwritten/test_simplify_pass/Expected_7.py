# tests/ut/ir/transforms/test_simplify_pass.py::TestConstantFolding::test_nested_constant_expr (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        return pl.const(20, pl.INDEX)
