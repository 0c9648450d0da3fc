# tests/ut/language/parser/test_runtime_print.py::TestRuntimePrintTile::test_tile_namespace_runtime_print (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
    tile: pl.Tile[[32, 32], pl.FP32] = pl.load(x, [0, 0], [32, 32])
    pl.tile.runtime_print(tile)
    return pl.store(tile, [0, 0], x)
