# tests/ut/language/parser/test_decorator.py::TestFunctionCallArgCountValidation::test_external_function_too_many_args (hand-written)
import pypto.language as pl


@pl.function
def single_arg(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    return x
