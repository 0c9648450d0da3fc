# tests/ut/language/test_tile_assemble.py::TestTileAssemble::test_assemble_with_nonzero_offset (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
    target: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
    source: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 64], [16, 64])
    result: pl.Tile[[16, 128], pl.FP32] = pl.tile.assemble(target, source, [0, 64])
    return pl.store(result, [0, 0], x)
