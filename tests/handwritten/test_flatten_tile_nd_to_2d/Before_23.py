# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmul::test_rank3_mat_load_under_if_preserves_explicit_tile_view (hand-written)
import pypto.language as pl

T = 16
K = 128
N = 64


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        h: pl.Tensor[[T, K], pl.BF16],
        w: pl.Tensor[[1, K, N], pl.BF16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)],
        cond: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[1, T, N], pl.FP32]],
    ) -> pl.Tensor[[1, T, N], pl.FP32]:
        lhs: pl.Tile[[T, K], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            h, [0, 0], [T, K], target_memory=pl.Mem.Mat
        )
        rhs: pl.Tile[
            [1, K, N],
            pl.BF16,
            pl.Mem.Mat,
            pl.TileView(
                blayout=pl.TileLayout.row_major,
                slayout=pl.TileLayout.col_major,
            ),
        ] = pl.tile.load(w, [0, 0, 0], [1, K, N], target_memory=pl.Mem.Mat)
        if cond == 0:
            mm0: pl.Tile[[1, T, N], pl.FP32] = pl.tile.batch_matmul(lhs, rhs)
            out_tile = pl.yield_(mm0)
        else:
            mm1: pl.Tile[[1, T, N], pl.FP32] = pl.tile.batch_matmul(lhs, rhs)
            out_tile = pl.yield_(mm1)
        out_0 = pl.tile.store(out_tile, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(
        self,
        h: pl.Tensor[[T, K], pl.BF16],
        w: pl.Tensor[[1, K, N], pl.BF16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)],
        cond: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[1, T, N], pl.FP32]:
        out_0 = pl.create_tensor([1, T, N], dtype=pl.FP32)
        return self.main_incore_0(h, w, cond, out_0)
