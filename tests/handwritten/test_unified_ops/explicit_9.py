# tests/ut/language/test_unified_ops.py::TestUnifiedTensorDispatch::test_matmul (hand-written)
import pypto.language as pl


@pl.function
def explicit(
    a: pl.Tensor[[64, 128], pl.FP16], b: pl.Tensor[[128, 64], pl.FP16]
) -> pl.Tensor[[64, 64], pl.FP16]:
    c: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.matmul(a, b)
    return c
