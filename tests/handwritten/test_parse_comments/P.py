# tests/ut/ir/parser/test_parse_comments.py::TestAttachInParsedProgram::test_leading_comment (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        # annotate
        y = x
        return y
