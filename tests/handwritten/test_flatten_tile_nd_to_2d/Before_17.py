# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmul::test_batch_matmul_default_load_keeps_whole_fit_path (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[2, 16, 128], pl.FP16],
        rhs: pl.Tensor[[2, 128, 64], pl.FP16],
        out_0: pl.Out[pl.Tensor[[2, 16, 64], pl.FP16]],
    ) -> pl.Tensor[[2, 16, 64], pl.FP16]:
        lhs_tile: pl.Tile[[2, 16, 128], pl.FP16] = pl.load(lhs, [0, 0, 0], [2, 16, 128])
        rhs_tile: pl.Tile[[2, 128, 64], pl.FP16] = pl.load(rhs, [0, 0, 0], [2, 128, 64])
        out_tile = pl.tile.batch_matmul(lhs_tile, rhs_tile)
        out_1 = pl.store(out_tile, [0, 0, 0], out_0)
        return out_1
