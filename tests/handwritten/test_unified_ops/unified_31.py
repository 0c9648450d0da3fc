# tests/ut/language/test_unified_ops.py::TestUnifiedBlockDispatch::test_row_expand (hand-written)
import pypto.language as pl


@pl.function
def unified(
    t: pl.Tensor[[64, 64], pl.FP32],
    row_t: pl.Tensor[[64, 64], pl.FP32],
    out: pl.Tensor[[64, 64], pl.FP32],
) -> pl.Tensor[[64, 64], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 64])
    rv: pl.Tile[[64, 1], pl.FP32] = pl.tile.load(row_t, offsets=[0, 0], shapes=[64, 1])
    b: pl.Tile[[64, 64], pl.FP32] = pl.row_expand(a, rv)
    result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(b, offsets=[0, 0], output_tensor=out)
    return result
