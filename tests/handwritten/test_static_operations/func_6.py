# tests/ut/language/parser/test_static_operations.py::TestStaticAssert::test_static_assert_nonzero_int_passes (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    pl.static_assert(1)
    return x
