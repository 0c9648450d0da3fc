# tests/ut/language/test_unified_ops.py::TestUnifiedTensorDispatch::test_sub (hand-written)
import pypto.language as pl


@pl.function
def explicit(a: pl.Tensor[[64], pl.FP32], b: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    c: pl.Tensor[[64], pl.FP32] = pl.tensor.sub(a, b)
    return c
