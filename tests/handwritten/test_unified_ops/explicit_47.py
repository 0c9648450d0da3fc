# tests/ut/language/test_unified_ops.py::TestPromotedOps::test_promoted_load_store (hand-written)
import pypto.language as pl


@pl.function
def explicit(
    t: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]
) -> pl.Tensor[[64, 64], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 64])
    result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(a, offsets=[0, 0], output_tensor=out)
    return result
