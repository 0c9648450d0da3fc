# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_aiv_gm_write_in_if_consumed_by_cube_resolves_to_param (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def gm_phi(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        flag: pl.Scalar[pl.INT32],
        scratch: pl.Out[pl.Tensor[[16, 128], pl.BF16]],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        # AIV lane: both branches write GM scratch -> post-if phi version.
        if flag == 0:
            a0 = pl.load(a, [0, 0], [16, 128])
            s0 = pl.add(a0, a0)
            scratch = pl.store(s0, [0, 0], scratch)
        else:
            a1 = pl.load(a, [0, 0], [16, 128])
            s1 = pl.mul(a1, a1)
            scratch = pl.store(s1, [0, 0], scratch)
        # AIC lane: cube matmul consumes the phi-versioned scratch.
        s_mat = pl.load(scratch, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        s_left = pl.move(s_mat, target_memory=pl.MemorySpace.Left)
        b_mat = pl.load(b, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        b_right = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
        z = pl.matmul(s_left, b_right)
        z_vec = pl.move(z, target_memory=pl.MemorySpace.Vec)
        out_0 = pl.store(z_vec, [0, 0], out_0)
        return out_0
