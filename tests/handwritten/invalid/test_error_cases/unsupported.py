# tests/ut/language/parser/test_error_cases.py::TestErrorCases::test_unsupported_statement_type (rejected by the reference parser)
import pypto.language as pl


@pl.function
def unsupported(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    # Try/except is not supported
    try:
        result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    except:  # noqa: E722
        result: pl.Tensor[[64], pl.FP32] = x
    return result
