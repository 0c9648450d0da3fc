# tests/ut/language/parser/test_static_operations.py::TestStaticAssert::test_static_assert_non_static_fails (rejected by the reference parser)
import pypto.language as pl


@pl.function
def func(x: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.INT32]:
    pl.static_assert(x)
    return x
