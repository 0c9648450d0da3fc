# tests/ut/ir/parser/test_parse_comments.py::TestTailOfBlockWarning::test_tail_in_if_then_branch_warns (hand-written)
import pypto.language as pl


@pl.program
class P:  # noqa: F841
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        if x > 0.0:
            y = x
            # tail in then
        else:
            y = -x
        return y
