# tests/ut/ir/transforms/test_resolve_backend_op_layouts.py::TestResolveBackendOpLayouts::test_rewrites_matrix_exp_through_row_major_move (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        src: pl.Tile[[16, 256], pl.FP32] = pl.tile.create(
            [16, 256], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        col_major: pl.Tile[
            [16, 256],
            pl.FP32,
            pl.MemorySpace.Vec,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tile.move(
            src,
            target_memory=pl.MemorySpace.Vec,
            blayout=pl.TileLayout.col_major,
            slayout=pl.TileLayout.row_major,
        )
        result: pl.Tile[
            [16, 256],
            pl.FP32,
            pl.MemorySpace.Vec,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tile.exp(col_major)
        stored: pl.Tensor[[16, 256], pl.FP32] = pl.store(result, [0, 0], out)
        return stored
