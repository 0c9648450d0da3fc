# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_arithmetic_shape_dims (hand-written)
import pypto.language as pl

base = 64


@pl.function
def func(
    x: pl.Tensor[[base * 2, base], pl.FP32],
) -> pl.Tensor[[base * 2, base], pl.FP32]:
    return x
