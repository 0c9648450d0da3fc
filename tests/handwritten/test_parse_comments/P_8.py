# tests/ut/ir/parser/test_parse_comments.py::TestTailOfBlockWarning::test_tail_in_function_body_warns (hand-written)
import pypto.language as pl


@pl.program
class P:  # noqa: F841
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        y = x
        return y
