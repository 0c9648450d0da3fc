# tests/ut/language/parser/test_control_flow.py::TestWhileLoops::test_nested_while_loops (hand-written)
import pypto.language as pl


@pl.function
def nested_while(n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    x: pl.Scalar[pl.INT64] = 0
    while x < n:
        y: pl.Scalar[pl.INT64] = 0
        while y < 3:
            y = y + 1
        x = x + 1
    return x
