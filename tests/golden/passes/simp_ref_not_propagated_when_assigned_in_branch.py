# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_not_propagated_when_assigned_in_branch: a scalar also assigned in a branch is not a constant after it: unchanged
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, cond: pl.Scalar[pl.BOOL], out: pl.Tensor[[1], pl.INDEX]):
        k: pl.Scalar[pl.INDEX] = 7
        if cond:
            k = 5
        y: pl.Scalar[pl.INDEX] = k + 1
        pl.tensor.write(out, [0], y)
