# tests/ut/language/test_unified_ops.py::TestUnifiedTensorDispatch::test_explicit_tensor_scalar_sugars_to_scalar_op (hand-written)
import pypto.language as pl

scalar_val = 3


@pl.function
def sugared(a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    c: pl.Tensor[[64], pl.FP32] = pl.tensor.sub(a, scalar_val)
    return c
