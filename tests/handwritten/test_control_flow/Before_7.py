# tests/ut/language/parser/test_control_flow.py::TestBreakContinue::test_break_in_nested_loops (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x: pl.Scalar[pl.INT64] = 0
        for i in pl.range(5):
            for j in pl.range(3):
                break
            x = x + 1
        return x
