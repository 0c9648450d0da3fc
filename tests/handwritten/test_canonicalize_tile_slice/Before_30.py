# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestVecExtractPlacement::test_chained_slice_rebased_onto_definition_site_extract (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 8], pl.FP32]],
    ) -> pl.Tensor[[16, 8], pl.FP32]:
        local: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 16], target_memory=pl.Mem.Vec
        )
        wide: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 8], [0, 1])
        wide_scaled: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(wide, 0.5)
        col: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(wide, [16, 1], [0, 7])
        col_scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(col, 0.5)
        stored = pl.store(wide_scaled, [0, 0], out)
        out = pl.store(col_scaled, [0, 0], stored)
        return out
