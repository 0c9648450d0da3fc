# tests/ut/language/test_unified_ops.py::TestUnifiedBlockDispatch::test_add (hand-written)
import pypto.language as pl


@pl.function
def unified(
    t: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]
) -> pl.Tensor[[64, 64], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 64])
    b: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 64])
    c: pl.Tile[[64, 64], pl.FP32] = pl.add(a, b)
    result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(c, offsets=[0, 0], output_tensor=out)
    return result
