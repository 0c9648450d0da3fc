# tests/ut/language/test_unified_ops.py::TestUnifiedTensorDispatch::test_add_scalar (hand-written)
import pypto.language as pl


@pl.function
def unified(a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    c: pl.Tensor[[64], pl.FP32] = pl.add(a, 5)
    return c
