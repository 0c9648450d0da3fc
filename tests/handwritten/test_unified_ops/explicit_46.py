# tests/ut/language/test_unified_ops.py::TestPromotedOps::test_promoted_dim (hand-written)
import pypto.language as pl


@pl.function
def explicit(a: pl.Tensor[[64, 128], pl.FP32]) -> pl.Scalar[pl.INT64]:
    d: pl.Scalar[pl.INT64] = pl.tensor.dim(a, 0)
    return d
