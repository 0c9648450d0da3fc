# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_unsplittable_int8_transpose_raises_actionable_error (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def t_hazard_i8(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 8], pl.BF16],
        q: pl.Tensor[[16, 32], pl.INT8],
        out_0: pl.Out[pl.Tensor[[16, 8], pl.FP32]],
        out_1: pl.Out[pl.Tensor[[32, 16], pl.INT8]],
    ) -> pl.Tensor[[16, 8], pl.FP32]:
        x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [128, 8], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z = pl.matmul(x_left, y_right)  # [16, 8] (cube result, keeps the kernel mixed)
        z_vec = pl.move(z, target_memory=pl.MemorySpace.Vec)
        out_0 = pl.store(z_vec, [0, 0], out_0)
        q_vec = pl.load(q, [0, 0], [16, 32], target_memory=pl.MemorySpace.Vec)
        qt = pl.transpose(q_vec, axis1=0, axis2=1)  # int8 source dim0=16 non-singleton -> error
        out_1 = pl.store(qt, [0, 0], out_1)
        return out_0
