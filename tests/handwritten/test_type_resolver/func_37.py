# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_parametrized_dtype_variable (hand-written)
import pypto.language as pl

dtype = pl.FP32


@pl.function
def func(x: pl.Tensor[[64, 64], dtype]) -> pl.Tensor[[64, 64], dtype]:
    return x
