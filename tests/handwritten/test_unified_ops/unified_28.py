# tests/ut/language/test_unified_ops.py::TestUnifiedBlockDispatch::test_batch_matmul (hand-written)
import pypto.language as pl


@pl.function
def unified(
    t1: pl.Tensor[[2, 64, 64], pl.FP16],
    t2: pl.Tensor[[2, 64, 64], pl.FP16],
    out: pl.Tensor[[2, 64, 64], pl.FP16],
) -> pl.Tensor[[2, 64, 64], pl.FP16]:
    a: pl.Tile[[2, 64, 64], pl.FP16] = pl.tile.load(t1, offsets=[0, 0, 0], shapes=[2, 64, 64])
    b: pl.Tile[[2, 64, 64], pl.FP16] = pl.tile.load(t2, offsets=[0, 0, 0], shapes=[2, 64, 64])
    c: pl.Tile[[2, 64, 64], pl.FP32] = pl.batch_matmul(a, b)
    result: pl.Tensor[[2, 64, 64], pl.FP16] = pl.tile.store(c, offsets=[0, 0, 0], output_tensor=out)
    return result
