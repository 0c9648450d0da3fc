# ptoc: opt --passes=simplify --expect {dir}/simp_ref_add_constants.expected.py
# reference test_simplify_pass.py, test_add_constants: 3 + 4 folds to 7
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        return pl.const(3, pl.INDEX) + pl.const(4, pl.INDEX)
