# tests/ut/language/test_unified_ops.py::TestPromotedOps::test_promoted_create (hand-written)
import pypto.language as pl


@pl.function
def explicit(a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    c: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32)
    return c
