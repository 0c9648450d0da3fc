# tests/ut/language/parser/test_error_cases.py::TestErrorCases::test_undefined_variable_reference (rejected by the reference parser)
import pypto.language as pl


@pl.function
def undefined_var(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, undefined)  # noqa: F821 # type: ignore
    return result
