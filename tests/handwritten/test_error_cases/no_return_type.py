# tests/ut/language/parser/test_error_cases.py::TestErrorCases::test_missing_return_annotation (hand-written)
import pypto.language as pl


@pl.function
def no_return_type(x: pl.Tensor[[64], pl.FP32]):
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result
