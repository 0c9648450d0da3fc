# tests/ut/language/parser/test_subscript_syntax.py::TestTileSubscript::test_tile_integer_subscript_error (rejected by the reference parser)
import pypto.language as pl


@pl.function
def tile_elem(
    x: pl.Tensor[[64, 128], pl.FP32],
) -> pl.Tensor[[64, 128], pl.FP32]:
    t: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
    sliced: pl.Tile[[1, 1], pl.FP32] = t[0, 0]
    return pl.store(sliced, [0, 0], x)
