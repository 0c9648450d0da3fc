# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_keeps_scalar_assign_with_nested_call_rhs: an unused scalar whose value holds a call is kept
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def helper(self) -> pl.Scalar[pl.INT64]:
        return pl.const(0, pl.INT64)

    @pl.function
    def main(self):
        y: pl.Scalar[pl.INT64] = self.helper() + pl.const(1, pl.INT64)  # noqa: F841
