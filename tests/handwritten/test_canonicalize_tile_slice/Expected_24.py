# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestVecExtractPlacement::test_chained_slice_rebased_onto_definition_site_extract (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 8], pl.FP32]],
    ) -> pl.Tensor[[16, 8], pl.FP32]:
        local: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 16], target_memory=pl.Mem.Vec
        )
        wide_ext: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.extract(
            local, 0, 1, shape=[16, 8], target_memory=pl.Mem.Vec
        )
        wide_scaled: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(wide_ext, 0.5)
        col_ext: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.extract(
            wide_ext, 0, 7, shape=[16, 1], target_memory=pl.Mem.Vec
        )
        col_scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(col_ext, 0.5)
        stored = pl.store(wide_scaled, [0, 0], out)
        out = pl.store(col_scaled, [0, 0], stored)
        return out
