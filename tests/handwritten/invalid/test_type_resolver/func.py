# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_shape_variable_not_defined_raises_error (rejected by the reference parser)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[shaep, pl.FP32]) -> pl.Tensor[shaep, pl.FP32]:  # noqa: F821
    return x
