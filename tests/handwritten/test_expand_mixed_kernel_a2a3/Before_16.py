# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_aiv_gm_write_in_loop_consumed_by_cube_resolves_to_param (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def gm_loop(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        scratch: pl.Out[pl.Tensor[[16, 128], pl.BF16]],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        # AIV lane: store GM scratch each iteration -> post-loop return_var.
        for i in pl.range(2):  # noqa: B007 - loop index unused by design
            a_tile = pl.load(a, [0, 0], [16, 128])
            s = pl.add(a_tile, a_tile)
            scratch = pl.store(s, [0, 0], scratch)
        # AIC lane: cube matmul consumes the loop-carried scratch version.
        s_mat = pl.load(scratch, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        s_left = pl.move(s_mat, target_memory=pl.MemorySpace.Left)
        b_mat = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        b_right = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
        z = pl.matmul(s_left, b_right)
        z_vec = pl.move(z, target_memory=pl.MemorySpace.Vec)
        out_0 = pl.store(z_vec, [0, 0], out_0)
        return out_0
