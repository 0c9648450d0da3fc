# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmul::test_batch_matmul_noncontiguous_operand_reemits_per_batch_load (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[2, 3, 2], pl.FP16],
        rhs_src: pl.Tensor[[2, 4, 5], pl.FP16],
        out_0: pl.Out[pl.Tensor[[2, 3, 5], pl.FP16]],
    ) -> pl.Tensor[[2, 3, 5], pl.FP16]:
        lhs_tile: pl.Tile[[2, 3, 2], pl.FP16] = pl.load(
            lhs, [0, 0, 0], [2, 3, 2], target_memory=pl.MemorySpace.Mat
        )
        rhs_tile: pl.Tile[[2, 2, 5], pl.FP16] = pl.load(
            rhs_src, [0, 0, 0], [2, 2, 5], target_memory=pl.MemorySpace.Mat
        )
        out_tile: pl.Tile[[2, 3, 5], pl.FP32] = pl.tile.batch_matmul(lhs_tile, rhs_tile)
        out_0 = pl.store(out_tile, [0, 0, 0], out_0)
        return out_0

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[2, 3, 2], pl.FP16],
        rhs_src: pl.Tensor[[2, 4, 5], pl.FP16],
    ) -> pl.Tensor[[2, 3, 5], pl.FP16]:
        out_0 = pl.create_tensor([2, 3, 5], dtype=pl.FP16)
        y = self.main_incore_0(lhs, rhs_src, out_0)
        return y
