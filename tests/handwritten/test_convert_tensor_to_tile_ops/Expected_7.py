# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_matmul_acc_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[16, 128], pl.FP32],
        rhs: pl.Tensor[[128, 64], pl.FP32],
        ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat = pl.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        rhs_mat = pl.load(rhs, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        acc__tile = pl.tile.matmul(lhs_mat, rhs_mat)
        lhs_mat_1 = pl.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        rhs_mat_1 = pl.load(rhs, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        result__tile = pl.tile.matmul_acc(acc__tile, lhs_mat_1, rhs_mat_1)
        ret0__store = pl.store(result__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[16, 128], pl.FP32],
        rhs: pl.Tensor[[128, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0__out = pl.create_tensor([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result = self.main_incore_0(lhs, rhs, ret0__out)
        return result
