# tests/ut/language/parser/test_control_flow.py::TestBreakContinueErrors::test_continue_in_parallel_loop (rejected by the reference parser)
import pypto.language as pl


@pl.function
def bad_parallel_continue(n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
    x: pl.Scalar[pl.INT64] = 0
    for i in pl.parallel(10):
        continue
    return x
