# tests/ut/language/test_block_ops_fillpad.py::TestFillpadOperation::test_fillpad_preserves_tile_type (hand-written)
import pypto.language as pl


@pl.function
def fillpad_func(
    t: pl.Tensor[[128, 64], pl.FP16], out: pl.Tensor[[128, 64], pl.FP16]
) -> pl.Tensor[[128, 64], pl.FP16]:
    tile: pl.Tile[[128, 64], pl.FP16] = pl.block.load(t, offsets=[0, 0], shapes=[128, 64])
    padded: pl.Tile[[128, 64], pl.FP16] = pl.fillpad(tile)
    result: pl.Tensor[[128, 64], pl.FP16] = pl.block.store(
        padded, offsets=[0, 0], output_tensor=out
    )
    return result
