# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_parametrized_shape_variable (hand-written)
import pypto.language as pl

shape = [256, 256]


@pl.function
def func(x: pl.Tensor[shape, pl.FP32]) -> pl.Tensor[shape, pl.FP32]:
    return x
