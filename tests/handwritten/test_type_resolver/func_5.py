# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_function_dynvar_return_type (hand-written)
import pypto.language as pl

M = pl.dynamic("M")


@pl.function
def func(x: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
    return x
