# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_factory_with_shape_variable (hand-written)
import pypto.language as pl

shape = [128, 128]
dtype = pl.FP32


@pl.function
def kernel(x: pl.Tensor[shape, dtype]) -> pl.Tensor[shape, dtype]:
    return x
