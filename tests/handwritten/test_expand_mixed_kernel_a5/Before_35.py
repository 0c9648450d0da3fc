# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestDCERegression::test_orphan_if_yields_after_split_dont_leak_acc_memref (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.FP32],
        flag: pl.Scalar[pl.INT32],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        # AIV-side cast forces the kernel to be mixed.
        x_load = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_fp32 = pl.tile.cast(x_load, target_type=pl.FP32, mode="round")
        if flag == 0:
            x_left = pl.move(x_fp32, target_memory=pl.MemorySpace.Left)
            w_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
            acc = pl.matmul(x_left, w_right)
        else:
            x_left2 = pl.move(x_fp32, target_memory=pl.MemorySpace.Left)
            w_mat2 = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            w_right2 = pl.move(w_mat2, target_memory=pl.MemorySpace.Right)
            acc = pl.matmul(x_left2, w_right2)
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(acc, [0, 0], out_0)
        return out_0
