# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmul::test_rank3_mat_load_fallback_preserves_explicit_tile_view_2d (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        w: pl.Tensor[[1, 128, 64], pl.BF16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)],
        out_0: pl.Out[pl.Tensor[[1, 128, 64], pl.BF16]],
    ) -> pl.Tensor[[1, 128, 64], pl.BF16]:
        rhs: pl.Tile[
            [1, 128, 64],
            pl.BF16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.load(w, [0, 0, 0], [1, 128, 64], target_memory=pl.Mem.Mat)
        moved = pl.tile.move(rhs, target_memory=pl.Mem.Left)
        out_0 = pl.tile.store(moved, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(
        self,
        w: pl.Tensor[[1, 128, 64], pl.BF16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)],
    ) -> pl.Tensor[[1, 128, 64], pl.BF16]:
        out_0 = pl.create_tensor([1, 128, 64], dtype=pl.BF16)
        return self.main_incore_0(w, out_0)
