# tests/ut/language/parser/test_printer_integration.py::TestWhileLoopRoundTrip::test_while_loop_with_multiple_variables (hand-written)
import pypto.language as pl


@pl.function
def while_multi(n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    x: pl.Scalar[pl.INT64] = 0
    y: pl.Scalar[pl.INT64] = 1
    while x < n:
        x = x + 1
        y = y * 2
    return y
