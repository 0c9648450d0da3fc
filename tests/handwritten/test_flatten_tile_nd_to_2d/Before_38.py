# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestFlattenTileNdTo2DSharedBatchMatmulOperand::test_shared_operand_with_nested_use_not_dropped (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[1, 16, 128], pl.INT8],
        w1: pl.Tensor[[1, 64, 128], pl.INT8],
        gate__out: pl.Out[pl.Tensor[[1, 16, 64], pl.INT32]],
    ) -> pl.Tensor[[1, 16, 64], pl.INT32]:
        x_mat: pl.Tile[[1, 16, 128], pl.INT8, pl.Mem.Mat] = pl.load(
            x, [0, 0, 0], [1, 16, 128], [1, 16, 128], target_memory=pl.Mem.Mat
        )
        w1_load: pl.Tile[[1, 64, 128], pl.INT8, pl.Mem.Mat] = pl.load(
            w1, [0, 0, 0], [1, 64, 128], [1, 64, 128], target_memory=pl.Mem.Mat
        )
        w1_mat = pl.tile.transpose_view(w1_load)
        acc_init = pl.tile.batch_matmul(x_mat, w1_mat)  # top-level use
        for _i, (acc,) in pl.range(2, init_values=(acc_init,)):
            acc2 = pl.tile.batch_matmul_acc(acc, x_mat, w1_mat)
            acc = pl.yield_(acc2)
        return pl.store(acc, [0, 0, 0], gate__out)

    @pl.function
    def main(
        self,
        x: pl.Tensor[[1, 16, 128], pl.INT8],
        w1: pl.Tensor[[1, 64, 128], pl.INT8],
    ) -> pl.Tensor[[1, 16, 64], pl.INT32]:
        gate__out = pl.create_tensor([1, 16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        return self.main_incore_0(x, w1, gate__out)
