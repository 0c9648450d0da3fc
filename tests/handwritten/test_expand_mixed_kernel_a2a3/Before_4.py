# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_gm_mediated_cross_lane_store_load_gets_handshake_on_a2a3 (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def gm_relay(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
        scratch: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        # AIC lane: matmul, then store the cube result into GM scratch.
        x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_acc = pl.matmul(x_left, y_right)
        scratch = pl.store(z_acc, [0, 0], scratch)
        # AIV lane: read the same GM scratch back, elementwise, store out.
        chunk = pl.load(scratch, [0, 0], [16, 64], target_memory=pl.MemorySpace.Vec)
        chunk = pl.exp(chunk)
        out = pl.store(chunk, [0, 0], out)
        return out
