# tests/ut/ir/parser/test_parse_comments.py::TestAttachInParsedProgram::test_if_else_branches (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        # check positivity
        if x > 0.0:  # positive
            # print x
            y = x
        # fallback
        else:
            y = -x
        return y
