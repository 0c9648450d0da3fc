# tests/ut/language/test_unified_ops.py::TestUnifiedBlockDispatch::test_recip (hand-written)
import pypto.language as pl

high_precision = True


@pl.function
def unified(
    t: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]
) -> pl.Tensor[[64, 64], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 64])
    b: pl.Tile[[64, 64], pl.FP32] = pl.recip(a, high_precision=high_precision)
    result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(b, offsets=[0, 0], output_tensor=out)
    return result
