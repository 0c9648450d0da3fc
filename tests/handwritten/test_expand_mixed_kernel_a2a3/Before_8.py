# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_two_gm_syncs_hoisted_to_same_loop_on_a2a3 (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def gm_relay_two(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
        scratch_a: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        scratch_b: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        # AIC lane: two matmuls -> two GM scratch tensors (top level).
        x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_a = pl.matmul(x_left, y_right)
        scratch_a = pl.store(z_a, [0, 0], scratch_a)
        z_b = pl.matmul(x_left, y_right)
        scratch_b = pl.store(z_b, [0, 0], scratch_b)
        # AIV lane: read BOTH scratch tensors per-row inside ONE loop.
        for r in pl.range(16):
            a = pl.load(scratch_a, [r, 0], [1, 64], target_memory=pl.MemorySpace.Vec)
            b = pl.load(scratch_b, [r, 0], [1, 64], target_memory=pl.MemorySpace.Vec)
            s = pl.add(a, b)
            out = pl.store(s, [r, 0], out)
        return out
