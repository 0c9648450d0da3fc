# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_dynvar_mixed_with_computed_dim (hand-written)
import pypto.language as pl

M = pl.dynamic("M")
base = 64


@pl.function
def func(
    x: pl.Tensor[[M, base * 2], pl.FP32],
) -> pl.Tensor[[M, base * 2], pl.FP32]:
    return x
