# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_dynvar_with_variable_shape (hand-written)
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")
shape = [M, N]


@pl.function
def func(x: pl.Tensor[shape, pl.FP32]) -> pl.Tensor[shape, pl.FP32]:
    return x
