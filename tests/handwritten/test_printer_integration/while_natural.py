# tests/ut/language/parser/test_printer_integration.py::TestWhileLoopRoundTrip::test_while_loop_natural_syntax (hand-written)
import pypto.language as pl


@pl.function
def while_natural(n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    x: pl.Scalar[pl.INT64] = 0
    while x < n:
        x = x + 1
    return x
