# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DBatchMatmul::test_batch_matmul_broadcasts_and_unrolls (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[2, 1, 16, 128], pl.FP16],
        rhs: pl.Tensor[[1, 3, 128, 64], pl.FP16],
        out_0: pl.Out[pl.Tensor[[2, 3, 16, 64], pl.FP16]],
    ) -> pl.Tensor[[2, 3, 16, 64], pl.FP16]:
        lhs_2d: pl.Tensor[[32, 128], pl.FP16] = pl.tensor.view(lhs, [32, 128])
        lhs_tile: pl.Tile[[32, 128], pl.FP16, pl.Mem.Mat] = pl.load(
            lhs_2d,
            [0, 0],
            [32, 128],
            [32, 128],
            target_memory=pl.Mem.Mat,
        )
        rhs_2d: pl.Tensor[[384, 64], pl.FP16] = pl.tensor.view(rhs, [384, 64])
        rhs_tile: pl.Tile[[384, 64], pl.FP16, pl.Mem.Mat] = pl.load(
            rhs_2d,
            [0, 0],
            [384, 64],
            [384, 64],
            target_memory=pl.Mem.Mat,
        )
        lhs_slice_0: pl.Tile[[16, 128], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            lhs_tile, [16, 128], [0, 0]
        )
        rhs_slice_0: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            rhs_tile, [128, 64], [0, 0]
        )
        matmul_0 = pl.tile.matmul(lhs_slice_0, rhs_slice_0)
        out_0_0 = pl.store(matmul_0, [0, 0, 0, 0], out_0, shapes=[1, 1, 16, 64])

        lhs_slice_0_1: pl.Tile[[16, 128], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            lhs_tile, [16, 128], [0, 0]
        )
        rhs_slice_1: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            rhs_tile, [128, 64], [128, 0]
        )
        matmul_1 = pl.tile.matmul(lhs_slice_0_1, rhs_slice_1)
        out_0_1 = pl.store(matmul_1, [0, 1, 0, 0], out_0_0, shapes=[1, 1, 16, 64])

        lhs_slice_0_2: pl.Tile[[16, 128], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            lhs_tile, [16, 128], [0, 0]
        )
        rhs_slice_2: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            rhs_tile, [128, 64], [256, 0]
        )
        matmul_2 = pl.tile.matmul(lhs_slice_0_2, rhs_slice_2)
        out_0_2 = pl.store(matmul_2, [0, 2, 0, 0], out_0_1, shapes=[1, 1, 16, 64])

        lhs_slice_1: pl.Tile[[16, 128], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            lhs_tile, [16, 128], [16, 0]
        )
        rhs_slice_0_1: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            rhs_tile, [128, 64], [0, 0]
        )
        matmul_3 = pl.tile.matmul(lhs_slice_1, rhs_slice_0_1)
        out_0_3 = pl.store(matmul_3, [1, 0, 0, 0], out_0_2, shapes=[1, 1, 16, 64])

        lhs_slice_1_1: pl.Tile[[16, 128], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            lhs_tile, [16, 128], [16, 0]
        )
        rhs_slice_1_1: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            rhs_tile, [128, 64], [128, 0]
        )
        matmul_4 = pl.tile.matmul(lhs_slice_1_1, rhs_slice_1_1)
        out_0_4 = pl.store(matmul_4, [1, 1, 0, 0], out_0_3, shapes=[1, 1, 16, 64])

        lhs_slice_1_2: pl.Tile[[16, 128], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            lhs_tile, [16, 128], [16, 0]
        )
        rhs_slice_2_1: pl.Tile[[128, 64], pl.FP16, pl.Mem.Mat] = pl.tile.slice(
            rhs_tile, [128, 64], [256, 0]
        )
        matmul_5 = pl.tile.matmul(lhs_slice_1_2, rhs_slice_2_1)
        out_0_5 = pl.store(matmul_5, [1, 2, 0, 0], out_0_4, shapes=[1, 1, 16, 64])
        return out_0_5

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[2, 1, 16, 128], pl.FP16],
        rhs: pl.Tensor[[1, 3, 128, 64], pl.FP16],
    ) -> pl.Tensor[[2, 3, 16, 64], pl.FP16]:
        out_0 = pl.create_tensor([2, 3, 16, 64], dtype=pl.FP16)
        y = self.main_incore_0(lhs, rhs, out_0)
        return y
