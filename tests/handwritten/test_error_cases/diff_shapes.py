# tests/ut/language/parser/test_error_cases.py::TestEdgeCases::test_different_shape_tensors (hand-written)
import pypto.language as pl


@pl.function
def diff_shapes(
    a: pl.Tensor[[64], pl.FP32],
    b: pl.Tensor[[128], pl.FP32],
    c: pl.Tensor[[256], pl.FP32],
) -> pl.Tensor[[64], pl.FP32]:
    return a
