# tests/ut/language/parser/test_error_cases.py::TestErrorCases::test_invalid_tensor_type_syntax (rejected by the reference parser)
import pypto.language as pl


@pl.function
def invalid_type(x: pl.Tensor) -> pl.Tensor[[64], pl.FP32]:  # type: ignore
    return x
