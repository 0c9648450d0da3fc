# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_parametrized_shape_and_dtype (hand-written)
import pypto.language as pl

rows = 32
cols = 32
dtype = pl.BF16


@pl.function
def func(
    x: pl.Tensor[[rows, cols], dtype],
) -> pl.Tensor[[rows, cols], dtype]:
    return x
