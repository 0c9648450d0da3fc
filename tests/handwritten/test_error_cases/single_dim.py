# tests/ut/language/parser/test_error_cases.py::TestEdgeCases::test_single_dimension_tensor (hand-written)
import pypto.language as pl


@pl.function
def single_dim(x: pl.Tensor[[128], pl.FP32]) -> pl.Tensor[[128], pl.FP32]:
    result: pl.Tensor[[128], pl.FP32] = pl.mul(x, 2.0)
    return result
