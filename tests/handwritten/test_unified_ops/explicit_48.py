# tests/ut/language/test_unified_ops.py::TestPromotedSinCos::test_pl_sin_matches_explicit (hand-written)
import pypto.language as pl


@pl.function
def explicit(a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    c: pl.Tensor[[64], pl.FP32] = pl.tensor.sin(a)
    return c
