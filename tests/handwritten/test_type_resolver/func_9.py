# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_floor_division_in_shape (hand-written)
import pypto.language as pl

total = 256


@pl.function
def func(
    x: pl.Tensor[[total // 4, total], pl.FP32],
) -> pl.Tensor[[total // 4, total], pl.FP32]:
    return x
