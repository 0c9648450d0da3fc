# tests/ut/language/test_unified_ops.py::TestUnifiedTensorDispatch::test_reshape (hand-written)
import pypto.language as pl


@pl.function
def explicit(a: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
    c: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.reshape(a, [128, 64])
    return c
