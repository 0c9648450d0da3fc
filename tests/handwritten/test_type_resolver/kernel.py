# tests/ut/language/parser/test_type_resolver.py::TestDynamicShapeEdgeCases::test_nested_function_captures_correct_scope (hand-written)
import pypto.language as pl

rows = 64
cols = 64
dtype = pl.FP16


@pl.function
def kernel(
    x: pl.Tensor[[rows, cols], dtype],
) -> pl.Tensor[[rows, cols], dtype]:
    return x
