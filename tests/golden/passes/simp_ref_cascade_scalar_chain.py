# ptoc: opt --passes=simplify --expect {dir}/simp_ref_cascade_scalar_chain.expected.py
# reference test_simplify_pass.py, test_cascade_scalar_chain: a chain of unused scalars is removed as a whole
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        a: pl.Scalar[pl.INDEX] = 5
        b: pl.Scalar[pl.INDEX] = a + 1  # noqa: F841
