# tests/ut/ir/transforms/test_simplify_pass.py::TestIfBranchConstraint::test_then_branch_uses_condition (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            if i < 4:
                y: pl.Scalar[pl.INT64] = 0
                pl.tensor.write(out, [i], y)
