# ptoc: print {}
# pl.static_print and pl.static_assert (the reference's test_static_operations.py)
# make no IR: static_print writes its arguments as a note at its line (a string
# as is, a value as `value: type`), a true static_assert is dropped.
import pypto.language as pl

N = 64


@pl.function
def func(x: pl.Tensor[[128, 64], pl.FP16]) -> pl.Tensor[[128, 64], pl.FP16]:
    pl.static_print("input:", x, 42)
    pl.static_assert(N > 32, "N too small")
    pl.static_assert(1)
    return x
