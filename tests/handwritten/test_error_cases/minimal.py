# tests/ut/language/parser/test_error_cases.py::TestEdgeCases::test_empty_function_body (hand-written)
import pypto.language as pl


@pl.function
def minimal(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    return x
