# tests/ut/language/parser/test_runtime_print.py::TestRuntimePrintTile::test_runtime_print_tile_creates_eval_stmt (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
    tile: pl.Tile[[32, 32], pl.FP32] = pl.load(x, [0, 0], [32, 32])
    pl.runtime_print(tile)
    return pl.store(tile, [0, 0], x)
