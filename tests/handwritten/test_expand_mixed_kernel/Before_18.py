# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestAutoPipeSetup::test_auto_tfree_stays_after_last_use_with_intermediate_dependency (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 16], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_tile = pl.load(y, [0, 0], [128, 16], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_tile, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_left, y_right)
        z_vec = pl.move(z_tile, target_memory=pl.MemorySpace.Vec)
        z_exp = pl.exp(z_vec)
        z_sum = pl.add(z_vec, z_exp)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.store(z_sum, [0, 0], out_0)
        return out_0
