# ptoc: opt --passes=simplify --expect {dir}/simp_ref_nested_constant_expr.expected.py
# reference test_simplify_pass.py, test_nested_constant_expr: (2 + 3) * 4 folds to 20
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        return (pl.const(2, pl.INDEX) + pl.const(3, pl.INDEX)) * pl.const(4, pl.INDEX)
