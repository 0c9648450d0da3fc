# tests/ut/ir/parser/test_parse_comments.py::TestTailOfBlockWarning::test_tail_in_for_body_warns_and_drops (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        for i in pl.range(4):
            x = x + 1.0
            # tail
        return x
