# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DMatLoadRoundtrip::test_rank3_mat_load_materializes_2d_tensor_view (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[2, 16, 128], pl.FP16],
        out_0: pl.Out[pl.Tensor[[2, 16, 128], pl.FP16]],
    ) -> pl.Tensor[[2, 16, 128], pl.FP16]:
        x_mat = pl.tile.load(x, [1, 0, 0], [1, 16, 128], target_memory=pl.Mem.Mat)
        x_left = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        out_0 = pl.tile.store(x_left, [1, 0, 0], out_0)
        return out_0
