# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_non_list_shape_variable_raises_error (rejected by the reference parser)
import pypto.language as pl

shape = "128x64"


@pl.function
def func(x: pl.Tensor[shape, pl.FP32]) -> pl.Tensor[shape, pl.FP32]:
    return x
