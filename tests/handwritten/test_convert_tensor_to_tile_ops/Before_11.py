# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_matmul_acc_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        lhs: pl.Tensor[[16, 128], pl.FP32],
        rhs: pl.Tensor[[128, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(lhs, rhs)
        result: pl.Tensor[[16, 64], pl.FP32] = pl.matmul_acc(acc, lhs, rhs)
        return result

    @pl.function
    def main(
        self,
        lhs: pl.Tensor[[16, 128], pl.FP32],
        rhs: pl.Tensor[[128, 64], pl.FP32],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        result: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(lhs, rhs)
        return result
