# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_function_with_multiple_shape_variables (hand-written)
import pypto.language as pl

tensor_shape = [128, 128]
tile_shape = [64, 64]
dtype = pl.FP32


@pl.function
def func(
    t: pl.Tensor[tensor_shape, dtype], tile: pl.Tensor[tile_shape, dtype]
) -> pl.Tensor[tensor_shape, dtype]:
    return t
