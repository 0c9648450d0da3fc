# tests/ut/language/test_unified_ops.py::TestUnifiedTensorDispatch::test_div (hand-written)
import pypto.language as pl

high_precision = True


@pl.function
def explicit(a: pl.Tensor[[64], pl.FP32], b: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    c: pl.Tensor[[64], pl.FP32] = pl.tensor.div(a, b, high_precision=high_precision)
    return c
