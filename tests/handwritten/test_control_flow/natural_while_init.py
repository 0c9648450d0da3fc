# tests/ut/language/parser/test_control_flow.py::TestWhileLoops::test_natural_while_loop_with_initialization (hand-written)
import pypto.language as pl


@pl.function
def natural_while_init(limit: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    counter: pl.Scalar[pl.INT64] = 0
    sum_val: pl.Scalar[pl.INT64] = 0
    while counter < limit:
        sum_val = sum_val + counter
        counter = counter + 1
    return sum_val
