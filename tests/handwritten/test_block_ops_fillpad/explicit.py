# tests/ut/language/test_block_ops_fillpad.py::TestFillpadOperation::test_fillpad_unified_vs_explicit (hand-written)
import pypto.language as pl


@pl.function
def explicit(
    t: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]
) -> pl.Tensor[[64, 64], pl.FP32]:
    tile: pl.Tile[[64, 64], pl.FP32] = pl.block.load(t, offsets=[0, 0], shapes=[64, 64])
    padded: pl.Tile[[64, 64], pl.FP32] = pl.block.fillpad(tile)
    result: pl.Tensor[[64, 64], pl.FP32] = pl.block.store(
        padded, offsets=[0, 0], output_tensor=out
    )
    return result
