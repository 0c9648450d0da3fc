# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_float_in_shape_raises_error (rejected by the reference parser)
import pypto.language as pl

shape = [128.0, 64.0]


@pl.function
def func(x: pl.Tensor[shape, pl.FP32]) -> pl.Tensor[shape, pl.FP32]:
    return x
