# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestAutoPipeSetup::test_auto_tfree_does_not_hoist_user_before_if_defined_tile (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        flag: pl.Scalar[pl.INDEX],
        x: pl.Tensor[[4, 32], pl.BF16],
        y: pl.Tensor[[32, 32], pl.BF16],
        out_0: pl.Out[pl.Tensor[[4, 32], pl.FP32]],
    ) -> pl.Tensor[[4, 32], pl.FP32]:
        x_mat = pl.load(x, [0, 0], [4, 32], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [32, 32], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_left, y_right)
        z_vec = pl.move(z_tile, target_memory=pl.MemorySpace.Vec)
        if flag == 0:
            branch_tile = pl.exp(z_vec)
        else:
            branch_tile = z_vec
        mixed = pl.add(z_vec, branch_tile)
        out_0: pl.Tensor[[4, 32], pl.FP32] = pl.store(mixed, [0, 0], out_0)
        return out_0
