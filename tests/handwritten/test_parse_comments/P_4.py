# tests/ut/ir/parser/test_parse_comments.py::TestAttachInParsedProgram::test_mixed_docstring_and_hash_comment (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        """doc"""
        # hash
        y = x
        return y
