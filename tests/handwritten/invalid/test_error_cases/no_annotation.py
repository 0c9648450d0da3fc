# tests/ut/language/parser/test_error_cases.py::TestErrorCases::test_missing_parameter_annotation (rejected by the reference parser)
import pypto.language as pl


@pl.function
def no_annotation(x):
    return x
