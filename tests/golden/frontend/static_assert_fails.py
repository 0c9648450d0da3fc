# ptoc: parse {}
# A false pl.static_assert fails the parse at its line with its message; a
# condition that is not a compile-time constant is an error at the condition.
import pypto.language as pl

N = 10


@pl.function
def func(x: pl.Tensor[[64], pl.FP32], s: pl.Scalar[pl.INT32]) -> pl.Tensor[[64], pl.FP32]:
    pl.static_assert(N > 32, "shape mismatch")
    pl.static_assert(s)
    pl.static_print()
    return x
