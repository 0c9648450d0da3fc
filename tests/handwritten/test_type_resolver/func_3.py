# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_function_with_dynvar_shape (hand-written)
import pypto.language as pl

M = pl.dynamic("M")


@pl.function
def func(x: pl.Tensor[[M, 128], pl.FP32]) -> pl.Tensor[[M, 128], pl.FP32]:
    return x
