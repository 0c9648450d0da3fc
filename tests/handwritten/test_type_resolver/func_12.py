# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_tuple_variable_as_shape (hand-written)
import pypto.language as pl

shape = (128, 64)


@pl.function
def func(x: pl.Tensor[shape, pl.FP32]) -> pl.Tensor[shape, pl.FP32]:
    return x
