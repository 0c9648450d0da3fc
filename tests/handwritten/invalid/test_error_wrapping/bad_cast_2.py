# tests/ut/language/parser/test_error_wrapping.py::TestOpErrorWrapping::test_op_error_includes_operation_name (rejected by the reference parser)
import pypto.language as pl
from pypto.language.op import tensor_ops as _dsl_tensor


@pl.function
def bad_cast(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.BF16]:
    result: pl.Tensor[[64], pl.BF16] = pl.tensor.cast(
        x,
        target_type=pl.BF16,
        mode="invalid_mode",  # type: ignore[arg-type]
    )
    return result
