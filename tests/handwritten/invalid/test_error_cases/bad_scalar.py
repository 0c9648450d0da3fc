# tests/ut/language/parser/test_error_cases.py::TestScalarTypeErrors::test_scalar_without_dtype (rejected by the reference parser)
import pypto.language as pl


@pl.function
def bad_scalar(x: pl.Scalar) -> pl.Scalar:  # Missing [dtype]
    return x
