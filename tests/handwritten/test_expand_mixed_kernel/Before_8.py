# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestCubeOpVariants::test_matmul_bias_in_aic (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[1, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        bias: pl.Tensor[[1, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        a_mat = pl.load(a, [0, 0], [1, 128], target_memory=pl.MemorySpace.Mat)
        a_left = pl.move(a_mat, target_memory=pl.MemorySpace.Left)
        b_mat = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        b_right = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
        bias_tile = pl.load(bias, [0, 0], [1, 128])
        bias_mat = pl.move(bias_tile, target_memory=pl.MemorySpace.Mat)
        c_tile = pl.matmul_bias(a_left, b_right, bias_mat)
        c_vec = pl.move(c_tile, target_memory=pl.MemorySpace.Vec)
        out_0: pl.Tensor[[1, 128], pl.FP32] = pl.store(c_vec, [0, 0], out_0)
        return out_0
