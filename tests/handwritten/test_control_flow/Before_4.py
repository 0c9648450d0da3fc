# tests/ut/language/parser/test_control_flow.py::TestBreakContinue::test_continue_in_sequential_for_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x: pl.Scalar[pl.INT64] = 0
        for i in pl.range(10):
            continue
        return x
