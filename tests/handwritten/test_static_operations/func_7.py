# tests/ut/language/parser/test_static_operations.py::TestStaticAssert::test_static_assert_closure_var (hand-written)
import pypto.language as pl

N = 64


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    pl.static_assert(N > 32)
    return x
