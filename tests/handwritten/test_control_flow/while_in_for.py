# tests/ut/language/parser/test_control_flow.py::TestWhileLoops::test_while_inside_for_loop (hand-written)
import pypto.language as pl


@pl.function
def while_in_for(n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    init_sum: pl.Scalar[pl.INT64] = 0

    for i, (sum_val,) in pl.range(5, init_values=(init_sum,)):
        x: pl.Scalar[pl.INT64] = 0
        while x < i:
            x = x + 1
        new_sum: pl.Scalar[pl.INT64] = sum_val + x
        sum_out = pl.yield_(new_sum)

    return sum_out
