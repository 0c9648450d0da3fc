# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_singleton_split_axis_transpose_keeps_split (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def t_singleton(
        self,
        x: pl.Tensor[[1, 128], pl.BF16],
        y: pl.Tensor[[128, 16], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        x_mat = pl.load(x, [0, 0], [1, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [128, 16], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z = pl.matmul(x_left, y_right)  # [1, 16] (cube result)
        z_vec = pl.move(z, target_memory=pl.MemorySpace.Vec)
        zt = pl.transpose(z_vec, axis1=0, axis2=1)  # source dim0=1 singleton -> kept split
        out_0 = pl.store(zt, [0, 0], out_0)
        return out_0
