# tests/ut/language/parser/test_static_operations.py::TestStaticAssert::test_static_assert_bad_arg_count (rejected by the reference parser)
import pypto.language as pl


@pl.function
def func2(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    pl.static_assert(True, "msg", "extra")
    return x
