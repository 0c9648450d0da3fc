# tests/ut/language/parser/test_control_flow.py::TestWhileLoops::test_for_inside_while_loop (hand-written)
import pypto.language as pl


@pl.function
def for_in_while(n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    x: pl.Scalar[pl.INT64] = 0

    while x < n:
        init_acc: pl.Scalar[pl.INT64] = x
        for i, (acc,) in pl.range(3, init_values=(init_acc,)):
            new_acc: pl.Scalar[pl.INT64] = acc + 1
            acc_out = pl.yield_(new_acc)
        x = acc_out

    return x
