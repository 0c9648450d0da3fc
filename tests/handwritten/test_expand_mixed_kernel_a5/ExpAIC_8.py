# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestDCERegression::test_alive_cube_iter_arg_keeps_init_value_defs (hand-written)
import pypto.language as pl


@pl.program
class ExpAIC:
    @pl.function(type=pl.FunctionType.AIC)
    def main_incore_0_aic(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ):
        a_mat_0 = pl.load(a, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        a_left_0 = pl.move(a_mat_0, target_memory=pl.MemorySpace.Left)
        b_mat_0 = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        b_right_0 = pl.move(b_mat_0, target_memory=pl.MemorySpace.Right)
        cube_init = pl.matmul(a_left_0, b_right_0)
        for i, (cube_carry,) in pl.range(4, init_values=(cube_init,)):
            a_mat = pl.load(a, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            a_left = pl.move(a_mat, target_memory=pl.MemorySpace.Left)
            b_mat = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            b_right = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
            z = pl.matmul_acc(cube_carry, a_left, b_right)
            pl.tpush_to_aiv(z, split=0)
            cube_out = pl.yield_(z)
        pl.tpush_to_aiv(cube_out, split=0)
