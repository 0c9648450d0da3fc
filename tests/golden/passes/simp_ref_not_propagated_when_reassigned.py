# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_not_propagated_when_reassigned: a scalar re-assigned in a loop is not propagated: unchanged
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]):
        i: pl.Scalar[pl.INDEX] = 0
        while i < n:
            i = i + 1
