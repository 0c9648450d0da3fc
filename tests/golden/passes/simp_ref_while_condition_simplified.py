# ptoc: opt --passes=simplify --expect {dir}/simp_ref_while_condition_simplified.expected.py
# reference test_simplify_pass.py, test_while_condition_simplified: a while condition is simplified: i < n + 0 is i < n
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        i: pl.Scalar[pl.INDEX] = 0
        while i < n + 0:
            i = i + 1
