# tests/ut/ir/parser/test_parse_comments.py::TestAttachInParsedProgram::test_docstring_becomes_comment_on_next_stmt (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        """hello world"""
        y = x
        return y
