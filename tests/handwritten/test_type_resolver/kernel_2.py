# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_nested_function_captures_correct_scope (hand-written)
import pypto.language as pl

rows = 128
cols = 256
dtype = pl.FP32


@pl.function
def kernel(
    x: pl.Tensor[[rows, cols], dtype],
) -> pl.Tensor[[rows, cols], dtype]:
    return x
