# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeIntegration::test_function_with_multiple_dynvars (hand-written)
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")
K = pl.dynamic("K")


@pl.function
def func(
    a: pl.Tensor[[M, K], pl.FP32],
    b: pl.Tensor[[K, N], pl.FP32],
) -> pl.Tensor[[M, N], pl.FP32]:
    return a
