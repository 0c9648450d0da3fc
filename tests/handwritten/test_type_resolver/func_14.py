# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_3d_shape_variable (hand-written)
import pypto.language as pl

batch = 4
rows = 128
cols = 64


@pl.function
def func(
    x: pl.Tensor[[batch, rows, cols], pl.FP32],
) -> pl.Tensor[[batch, rows, cols], pl.FP32]:
    return x
