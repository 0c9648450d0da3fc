# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DSpans::test_fused_batch_matmul_stores_keep_the_consumed_store_span (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[2, 16, 128], pl.FP16],
        rhs: pl.Tensor[[2, 128, 64], pl.FP16],
        out_0: pl.Out[pl.Tensor[[2, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        lhs_tile: pl.Tile[[2, 16, 128], pl.FP16] = pl.load(
            lhs, [0, 0, 0], [2, 16, 128], target_memory=pl.MemorySpace.Mat
        )
        rhs_tile: pl.Tile[[2, 128, 64], pl.FP16] = pl.load(
            rhs, [0, 0, 0], [2, 128, 64], target_memory=pl.MemorySpace.Mat
        )
        mm_tile: pl.Tile[[2, 16, 64], pl.FP32] = pl.tile.batch_matmul(lhs_tile, rhs_tile)
        out_0 = (
            # Keep this comment: it keeps the store's Call on a later line than its assignment.
            pl.store(mm_tile, [0, 0, 0], out_0)
        )
        return out_0

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[2, 16, 128], pl.FP16],
        rhs: pl.Tensor[[2, 128, 64], pl.FP16],
    ) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        out_0 = pl.create_tensor([2, 16, 64], dtype=pl.FP32)
        y = self.main_incore_0(lhs, rhs, out_0)
        return y
