# tests/ut/language/parser/test_type_resolver.py::TestExpressionShapePatterns::test_different_dtypes_per_param (hand-written)
import pypto.language as pl

dtype_in = pl.FP16
dtype_out = pl.FP32


@pl.function
def func(
    x: pl.Tensor[[128, 64], dtype_in],
) -> pl.Tensor[[128, 64], dtype_out]:
    return x
