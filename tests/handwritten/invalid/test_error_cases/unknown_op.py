# tests/ut/language/parser/test_error_cases.py::TestErrorCases::test_unknown_tensor_operation (rejected by the reference parser)
import pypto.language as pl


@pl.function
def unknown_op(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    # nonexistent_op doesn't exist
    result: pl.Tensor[[64], pl.FP32] = pl.nonexistent_op(x)  # type: ignore
    return result
