# tests/ut/language/parser/test_error_cases.py::TestErrorCases::test_invalid_range_usage (rejected by the reference parser)
import pypto.language as pl


@pl.function
def invalid_loop(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
    result: pl.Tensor[[1], pl.INT32] = n
    # Using Python range() instead of pl.range()
    for i in range(10):
        result = pl.add(result, 1)
    return result
