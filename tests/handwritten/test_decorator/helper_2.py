# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_two_externals_same_name_raises_error (hand-written)
import pypto.language as pl


@pl.function
def helper(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:  # noqa: F811
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result
