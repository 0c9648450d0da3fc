# tests/ut/language/parser/test_decorator.py::TestExternalFunctionControlFlow::test_external_called_in_caller_if_yield (hand-written)
import pypto.language as pl


@pl.function
def double(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result
