# tests/ut/language/parser/test_control_flow.py::TestWhileLoops::test_natural_while_loop (hand-written)
import pypto.language as pl


@pl.function
def natural_while(n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    x: pl.Scalar[pl.INT64] = 0
    while x < n:
        x = x + 1
    return x
