# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_matmul_nd_dispatches_to_batch_matmul (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[16, 128], pl.BF16],
        rhs: pl.Tensor[[1, 64, 128], pl.BF16],
        ret0__out: pl.Out[pl.Tensor[[1, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 16, 64], pl.FP32]:
        lhs_mat = pl.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        rhs_mat = pl.load(rhs, [0, 0, 0], [1, 64, 128], [1, 64, 128], target_memory=pl.Mem.Mat)
        rhs_mat_t: pl.Tile[
            [1, 128, 64],
            pl.BF16,
            pl.Mem.Mat,
            pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major),
        ] = pl.tile.transpose_view(rhs_mat)
        y__tile = pl.tile.batch_matmul(lhs_mat, rhs_mat_t)
        ret0__store = pl.store(y__tile, [0, 0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[16, 128], pl.BF16],
        rhs: pl.Tensor[[1, 64, 128], pl.BF16],
    ) -> pl.Tensor[[1, 16, 64], pl.FP32]:
        ret0__out = pl.create_tensor([1, 16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result = self.main_incore_0(lhs, rhs, ret0__out)
        return result
