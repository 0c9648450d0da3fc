# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_parametrized_shape_variable (hand-written)
import pypto.language as pl

shape = [128, 128]


@pl.function
def func(x: pl.Tensor[shape, pl.FP32]) -> pl.Tensor[shape, pl.FP32]:
    return x
