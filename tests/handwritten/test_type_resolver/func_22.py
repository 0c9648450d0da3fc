# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_dynvar_mixed_with_int_in_variable_shape (hand-written)
import pypto.language as pl

M = pl.dynamic("M")
shape = [M, 128]


@pl.function
def func(x: pl.Tensor[shape, pl.FP32]) -> pl.Tensor[shape, pl.FP32]:
    return x
