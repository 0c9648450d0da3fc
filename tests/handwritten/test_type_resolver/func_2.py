# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_function_with_int_variable_shape (hand-written)
import pypto.language as pl

rows = 128
cols = 64


@pl.function
def func(
    x: pl.Tensor[[rows, cols], pl.FP32],
) -> pl.Tensor[[rows, cols], pl.FP32]:
    return x
