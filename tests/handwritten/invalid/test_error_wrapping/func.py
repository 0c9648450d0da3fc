# tests/ut/language/parser/test_error_wrapping.py::TestTypeMismatchReassignment::test_reassign_different_shape_raises (rejected by the reference parser)
import pypto.language as pl
from pypto.language.op import tensor_ops as _dsl_tensor


@pl.function
def func(  # noqa: F841
    x: pl.Tensor[[16, 16], pl.FP32],
) -> pl.Tensor[[16, 16], pl.FP32]:
    t = pl.create_tensor([16, 16], dtype=pl.FP32)  # noqa: F841
    t = pl.create_tensor([4, 4], dtype=pl.FP32)  # different shape  # noqa: F841
    return x
