# tests/ut/ir/parser/test_parse_comments.py::TestAttachInParsedProgram::test_trailing_comment_promoted (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        y = x  # trailing
        return y
