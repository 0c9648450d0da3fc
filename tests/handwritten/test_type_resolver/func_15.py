# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_different_shapes_per_param (hand-written)
import pypto.language as pl

input_shape = [256, 128]
output_shape = [256, 64]


@pl.function
def func(
    x: pl.Tensor[input_shape, pl.FP32],
) -> pl.Tensor[output_shape, pl.FP32]:
    return x
