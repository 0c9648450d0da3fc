# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DSharedBatchMatmulOperand::test_shared_lhs_load_not_left_dead (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[1, 16, 128], pl.INT8],
        w1: pl.Tensor[[1, 64, 128], pl.INT8],
        w3: pl.Tensor[[1, 64, 128], pl.INT8],
        gate__out: pl.Out[pl.Tensor[[1, 16, 64], pl.INT32]],
        up__out: pl.Out[pl.Tensor[[1, 16, 64], pl.INT32]],
    ) -> tuple[pl.Tensor[[1, 16, 64], pl.INT32], pl.Tensor[[1, 16, 64], pl.INT32]]:
        x_mat: pl.Tile[[1, 16, 128], pl.INT8, pl.Mem.Mat] = pl.load(
            x, [0, 0, 0], [1, 16, 128], [1, 16, 128], target_memory=pl.Mem.Mat
        )
        w1_load: pl.Tile[[1, 64, 128], pl.INT8, pl.Mem.Mat] = pl.load(
            w1, [0, 0, 0], [1, 64, 128], [1, 64, 128], target_memory=pl.Mem.Mat
        )
        w1_mat = pl.tile.transpose_view(w1_load)
        w3_load: pl.Tile[[1, 64, 128], pl.INT8, pl.Mem.Mat] = pl.load(
            w3, [0, 0, 0], [1, 64, 128], [1, 64, 128], target_memory=pl.Mem.Mat
        )
        w3_mat = pl.tile.transpose_view(w3_load)
        gate__tile = pl.tile.batch_matmul(x_mat, w1_mat)
        up__tile = pl.tile.batch_matmul(x_mat, w3_mat)
        gate__store = pl.store(gate__tile, [0, 0, 0], gate__out)
        up__store = pl.store(up__tile, [0, 0, 0], up__out)
        return gate__store, up__store

    @pl.function
    def main(
        self,
        x: pl.Tensor[[1, 16, 128], pl.INT8],
        w1: pl.Tensor[[1, 64, 128], pl.INT8],
        w3: pl.Tensor[[1, 64, 128], pl.INT8],
    ) -> tuple[pl.Tensor[[1, 16, 64], pl.INT32], pl.Tensor[[1, 16, 64], pl.INT32]]:
        gate__out = pl.create_tensor([1, 16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        up__out = pl.create_tensor([1, 16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        return self.main_incore_0(x, w1, w3, gate__out, up__out)
