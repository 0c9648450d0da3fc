# tests/ut/language/parser/test_scalar_dispatch.py::TestTileDispatchUnaffected::test_tile_min_still_works (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32] = pl.load(x, [0, 0], [32, 32])
        tile_c: pl.Tile[[32], pl.FP32] = pl.min(tile_a, axis=0)
        out: pl.Tensor[[32, 32], pl.FP32] = pl.store(tile_c, [0, 0], x)
        return out
