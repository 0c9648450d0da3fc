# tests/ut/language/test_unified_ops.py::TestUnifiedTensorDispatch::test_col_expand_add (hand-written)
import pypto.language as pl


@pl.function
def explicit(
    a: pl.Tensor[[64, 128], pl.FP32], cv: pl.Tensor[[1, 128], pl.FP32]
) -> pl.Tensor[[64, 128], pl.FP32]:
    c: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.col_expand_add(a, cv)
    return c
