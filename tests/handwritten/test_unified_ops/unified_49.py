# tests/ut/language/test_unified_ops.py::TestPromotedSinCos::test_pl_cos_matches_explicit (hand-written)
import pypto.language as pl


@pl.function
def unified(a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    c: pl.Tensor[[64], pl.FP32] = pl.cos(a)
    return c
