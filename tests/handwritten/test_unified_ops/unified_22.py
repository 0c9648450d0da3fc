# tests/ut/language/test_unified_ops.py::TestUnifiedTensorDispatch::test_expands (hand-written)
import pypto.language as pl


@pl.function
def unified(a: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
    c: pl.Tensor[[64, 128], pl.FP32] = pl.expands(a, 1.0)
    return c
