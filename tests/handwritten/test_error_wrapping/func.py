# tests/ut/language/parser/test_error_wrapping.py::TestTypeMismatchReassignment::test_reassign_same_type_succeeds (hand-written)
import pypto.language as pl
from pypto.language.op import tensor_ops as _dsl_tensor


@pl.function
def func(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
    t = pl.create_tensor([16, 16], dtype=pl.FP32)
    t = pl.mul(t, 2.0)  # same type, should succeed
    return t
