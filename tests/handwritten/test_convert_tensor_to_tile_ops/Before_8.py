# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_mixed_kernel_vec_btrans_moves_to_mat_then_views (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b0: pl.Tensor[[128, 64], pl.FP32],
        b1: pl.Tensor[[128, 64], pl.FP32],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        bt: pl.Tensor[[128, 64], pl.FP32] = pl.add(b0, b1)  # Vec compute result
        y: pl.Tensor[[16, 128], pl.FP32] = pl.matmul(a, bt, b_trans=True, out_dtype=pl.FP32)
        return y

    @pl.function
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b0: pl.Tensor[[128, 64], pl.FP32],
        b1: pl.Tensor[[128, 64], pl.FP32],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        y: pl.Tensor[[16, 128], pl.FP32] = self.main_incore_0(a, b0, b1)
        return y
