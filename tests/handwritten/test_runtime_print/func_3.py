# tests/ut/language/parser/test_runtime_print.py::TestRuntimePrintTile::test_runtime_print_tile_type_preserved (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[32, 32], pl.FP16]) -> pl.Tensor[[32, 32], pl.FP16]:
    tile: pl.Tile[[32, 32], pl.FP16] = pl.load(x, [0, 0], [32, 32])
    pl.runtime_print(tile)
    return pl.store(tile, [0, 0], x)
