# tests/ut/language/parser/test_control_flow.py::TestBreakContinueErrors::test_break_in_unroll_loop (rejected by the reference parser)
import pypto.language as pl


@pl.function
def bad_unroll_break(n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    x: pl.Scalar[pl.INT64] = 0
    for i in pl.unroll(4):
        break
    return x
