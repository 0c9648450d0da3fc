# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_shape_from_list_indexing (hand-written)
import pypto.language as pl

sizes = [32, 64, 128, 256]


@pl.function
def func(
    x: pl.Tensor[[sizes[2], sizes[1]], pl.FP32],
) -> pl.Tensor[[sizes[2], sizes[1]], pl.FP32]:
    return x
