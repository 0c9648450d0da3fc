# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmul::test_batch_matmul_noncontiguous_operand_reemits_per_batch_load (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[2, 3, 2], pl.FP16],
        rhs_src: pl.Tensor[[2, 4, 5], pl.FP16],
        out_0: pl.Out[pl.Tensor[[2, 3, 5], pl.FP16]],
    ) -> pl.Tensor[[2, 3, 5], pl.FP16]:
        lhs_2d: pl.Tensor[[6, 2], pl.FP16] = pl.tensor.view(lhs, [6, 2])
        lhs_tile: pl.Tile[[6, 2], pl.FP16, pl.Mem.Mat] = pl.load(
            lhs_2d, [0, 0], [6, 2], [6, 2], target_memory=pl.Mem.Mat
        )
        lhs_slice_0: pl.Tile[[3, 2], pl.FP16, pl.Mem.Mat] = pl.tile.slice(lhs_tile, [3, 2], [0, 0])
        rhs_pbview2d_0: pl.Tensor[
            [8, 5], pl.FP16, pl.TensorView(stride=[5, 1], layout=pl.TensorLayout.ND)
        ] = pl.tensor.view(rhs_src, [8, 5])
        rhs_pbload_0: pl.Tile[[2, 5], pl.FP16, pl.Mem.Mat] = pl.load(
            rhs_pbview2d_0, [0, 0], [2, 5], [2, 5], target_memory=pl.Mem.Mat
        )
        matmul_0 = pl.tile.matmul(lhs_slice_0, rhs_pbload_0)
        out_0_0 = pl.store(matmul_0, [0, 0, 0], out_0, shapes=[1, 3, 5])

        lhs_slice_1: pl.Tile[[3, 2], pl.FP16, pl.Mem.Mat] = pl.tile.slice(lhs_tile, [3, 2], [3, 0])
        rhs_pbview2d_1: pl.Tensor[
            [8, 5], pl.FP16, pl.TensorView(stride=[5, 1], layout=pl.TensorLayout.ND)
        ] = pl.tensor.view(rhs_src, [8, 5])
        rhs_pbload_1: pl.Tile[[2, 5], pl.FP16, pl.Mem.Mat] = pl.load(
            rhs_pbview2d_1, [4, 0], [2, 5], [2, 5], target_memory=pl.Mem.Mat
        )
        matmul_1 = pl.tile.matmul(lhs_slice_1, rhs_pbload_1)
        out_0_1 = pl.store(matmul_1, [1, 0, 0], out_0_0, shapes=[1, 3, 5])
        return out_0_1

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[2, 3, 2], pl.FP16],
        rhs_src: pl.Tensor[[2, 4, 5], pl.FP16],
    ) -> pl.Tensor[[2, 3, 5], pl.FP16]:
        out_0 = pl.create_tensor([2, 3, 5], dtype=pl.FP16)
        y = self.main_incore_0(lhs, rhs_src, out_0)
        return y
