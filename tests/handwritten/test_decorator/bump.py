# tests/ut/language/parser/test_decorator.py::TestExternalFunctionControlFlow::test_external_in_for_with_if_yield (hand-written)
import pypto.language as pl


@pl.function
def bump(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result
