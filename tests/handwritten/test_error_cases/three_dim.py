# tests/ut/language/parser/test_error_cases.py::TestEdgeCases::test_three_dimension_tensor (hand-written)
import pypto.language as pl


@pl.function
def three_dim(
    x: pl.Tensor[[64, 128, 256], pl.FP32],
) -> pl.Tensor[[64, 128, 256], pl.FP32]:
    return x
