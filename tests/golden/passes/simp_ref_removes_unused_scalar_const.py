# ptoc: opt --passes=simplify --expect {dir}/simp_ref_removes_unused_scalar_const.expected.py
# reference test_simplify_pass.py, test_removes_unused_scalar_const: an unused scalar constant is removed
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        y: pl.Scalar[pl.INDEX] = 5  # noqa: F841
