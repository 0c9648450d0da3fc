# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_tpop_yielded_as_branch_result_frees_before_yield_on_a2a3 (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        flag: pl.Scalar[pl.INT32],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        if flag == 0:
            a_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            a_left = pl.move(a_mat, target_memory=pl.MemorySpace.Left)
            b_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            b_right = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
            z = pl.matmul(a_left, b_right)
            acc = pl.move(z, target_memory=pl.MemorySpace.Vec)
        else:
            a_mat2 = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            a_left2 = pl.move(a_mat2, target_memory=pl.MemorySpace.Left)
            b_mat2 = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            b_right2 = pl.move(b_mat2, target_memory=pl.MemorySpace.Right)
            z2 = pl.matmul(a_left2, b_right2)
            acc = pl.move(z2, target_memory=pl.MemorySpace.Vec)
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(acc, [0, 0], out_0)
        return out_0
