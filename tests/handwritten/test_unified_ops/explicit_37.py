# tests/ut/language/test_unified_ops.py::TestUnifiedBlockDispatch::test_col_expand_add (hand-written)
import pypto.language as pl


@pl.function
def explicit(
    t: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]
) -> pl.Tensor[[64, 64], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 64])
    cv: pl.Tile[[1, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[1, 64])
    b: pl.Tile[[64, 64], pl.FP32] = pl.tile.col_expand_add(a, cv)
    result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(b, offsets=[0, 0], output_tensor=out)
    return result
