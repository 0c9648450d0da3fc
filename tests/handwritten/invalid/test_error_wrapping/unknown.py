# tests/ut/language/parser/test_error_wrapping.py::TestOpErrorWrapping::test_parser_errors_not_double_wrapped (rejected by the reference parser)
import pypto.language as pl
from pypto.language.op import tensor_ops as _dsl_tensor


@pl.function
def unknown(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.nonexistent_op(x)  # type: ignore
    return result
