# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_parametrized_shape_and_dtype (hand-written)
import pypto.language as pl

rows = 64
cols = 64
dtype = pl.FP16


@pl.function
def func(
    x: pl.Tensor[[rows, cols], dtype],
) -> pl.Tensor[[rows, cols], dtype]:
    return x
