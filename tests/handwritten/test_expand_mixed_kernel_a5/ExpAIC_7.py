# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestDCERegression::test_multiple_iter_args_preserved (hand-written)
import pypto.language as pl


@pl.program
class ExpAIC:
    @pl.function(type=pl.FunctionType.AIC)
    def main_incore_0_aic(
        self,
        x: pl.Tensor[[4, 256], pl.BF16],
        wg: pl.Tensor[[256, 32], pl.BF16],
        wu: pl.Tensor[[256, 32], pl.BF16],
        out_0: pl.Out[pl.Tensor[[4, 32], pl.FP32]],
    ):
        for i in pl.range(2):
            x_mat = pl.load(x, [0, 0], [4, 256], target_memory=pl.MemorySpace.Mat)
            x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
            wg_mat = pl.load(wg, [0, 0], [256, 32], target_memory=pl.MemorySpace.Mat)
            wg_right = pl.move(wg_mat, target_memory=pl.MemorySpace.Right)
            g_tile = pl.matmul(x_left, wg_right)
            pl.tpush_to_aiv(g_tile, split=0)
            wu_mat = pl.load(wu, [0, 0], [256, 32], target_memory=pl.MemorySpace.Mat)
            wu_right = pl.move(wu_mat, target_memory=pl.MemorySpace.Right)
            u_tile = pl.matmul(x_left, wu_right)
            pl.tpush_to_aiv(u_tile, split=0)
