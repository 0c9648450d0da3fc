# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_multiple_external_functions (hand-written)
import pypto.language as pl


@pl.function
def ext_mul(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result
