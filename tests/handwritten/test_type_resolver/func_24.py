# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_same_shape_reused_across_params_and_return (hand-written)
import pypto.language as pl

shape = [64, 64]
dtype = pl.FP32


@pl.function
def func(
    a: pl.Tensor[shape, dtype],
    b: pl.Tensor[shape, dtype],
) -> pl.Tensor[shape, dtype]:
    return a
