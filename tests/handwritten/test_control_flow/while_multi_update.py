# tests/ut/language/parser/test_control_flow.py::TestWhileLoops::test_while_with_multiple_updates (hand-written)
import pypto.language as pl


@pl.function
def while_multi_update(n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    x: pl.Scalar[pl.INT64] = 0
    y: pl.Scalar[pl.INT64] = 1

    while x < n:
        x = x + 1
        y = y * 2

    return y
