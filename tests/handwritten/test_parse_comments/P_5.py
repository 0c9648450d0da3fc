# tests/ut/ir/parser/test_parse_comments.py::TestAttachInParsedProgram::test_compound_for_loop (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        y = x
        # main loop
        for i in pl.range(16):  # tiles
            # body
            y = y + 1.0
        return y
