# ptoc: print
# Shifts of Python integers are folded as Python folds them (`1 << 61` is the step the
# reference's test_a_start_whose_counter_would_overflow_is_declined gives pl.pipeline;
# `>>` floors); a shift past INT64 or by a negative count stays an expression.  The
# literal -9223372036854775808 is INT64's least value (the same test's start).
import pypto.language as pl

STEP = 1 << 61
HALF = -5 >> 1
LEAST = -9223372036854775808


@pl.function
def f(x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
    y: pl.Scalar[pl.INDEX] = x + STEP + HALF + (-1 << 62) + (7 >> 70) + (0 << 99)
    z: pl.Scalar[pl.INDEX] = y + (1 << 63) + (2 << -1) + LEAST
    return z
