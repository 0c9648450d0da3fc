# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_parametrized_shapes (hand-written)
import pypto.language as pl

rows = 256
cols = 256


@pl.function
def func(
    x: pl.Tensor[[rows, cols], pl.FP32],
) -> pl.Tensor[[rows, cols], pl.FP32]:
    return x
