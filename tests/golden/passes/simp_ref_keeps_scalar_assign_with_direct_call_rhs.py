# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_keeps_scalar_assign_with_direct_call_rhs: an unused scalar whose value is a call is kept
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def helper(self) -> pl.Scalar[pl.INT64]:
        return pl.const(0, pl.INT64)

    @pl.function
    def main(self):
        y: pl.Scalar[pl.INT64] = self.helper()  # noqa: F841
