# tests/ut/language/test_unified_ops.py::TestUnifiedTensorDispatch::test_row_expand (hand-written)
import pypto.language as pl


@pl.function
def unified(
    a: pl.Tensor[[64, 128], pl.FP32], rv: pl.Tensor[[64, 1], pl.FP32]
) -> pl.Tensor[[64, 128], pl.FP32]:
    c: pl.Tensor[[64, 128], pl.FP32] = pl.row_expand(a, rv)
    return c
