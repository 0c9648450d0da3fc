# tests/ut/language/parser/test_static_operations.py::TestStaticAssert::test_static_assert_true_passes (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    pl.static_assert(True)
    return x
