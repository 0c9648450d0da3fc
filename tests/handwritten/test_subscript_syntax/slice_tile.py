# tests/ut/language/parser/test_subscript_syntax.py::TestTileSubscript::test_tile_slice_via_subscript (hand-written)
import pypto.language as pl


@pl.function
def slice_tile(
    x: pl.Tensor[[64, 128], pl.FP32],
) -> pl.Tensor[[64, 128], pl.FP32]:
    t: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
    sliced: pl.Tile[[16, 128], pl.FP32] = t[0:16, :]
    return pl.store(sliced, [0, 0], x)
