# tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py::TestNdTensorMatmulConversion::test_nd_tensor_matmul_acc_forwards_init_cond (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(
        self,
        h0: pl.Tensor[[16, 256], pl.BF16],
        w0: pl.Tensor[[1, 64, 256], pl.BF16],
        h1: pl.Tensor[[16, 256], pl.BF16],
        w1: pl.Tensor[[1, 64, 256], pl.BF16],
        k: pl.Scalar[pl.INDEX],
        out_0: pl.Out[pl.Tensor[[1, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 16, 64], pl.FP32]:
        acc_: pl.Tensor[[1, 16, 64], pl.FP32] = pl.tensor.matmul(
            h0, w0, b_trans=True, out_dtype=pl.FP32
        )
        acc_2: pl.Tensor[[1, 16, 64], pl.FP32] = pl.tensor.matmul_acc(
            acc_, h1, w1, b_trans=True, init_cond=(k == 0)
        )
        out_r: pl.Tensor[[1, 16, 64], pl.FP32] = pl.tensor.assemble(out_0, acc_2, [0, 0, 0])
        return out_r
