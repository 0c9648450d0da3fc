# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_parametrized_shape_and_dtype (hand-written)
import pypto.language as pl

rows = 128
cols = 256
dtype = pl.FP32


@pl.function
def func(
    x: pl.Tensor[[rows, cols], dtype],
) -> pl.Tensor[[rows, cols], dtype]:
    return x
