# tests/ut/language/parser/test_text_parser.py::TestLoadProgram::test_parse_function_with_scalar_param (hand-written)
import pypto.language as pl


@pl.function
def add_scalar(x: pl.Tensor[[64], pl.FP32], scalar: pl.Scalar[pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, scalar)
    return result
