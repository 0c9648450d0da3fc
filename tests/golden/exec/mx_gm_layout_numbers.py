# ptoc: run --backend 950 --in 0={dir}/mx_gm_layout_numbers_a.npy --in 1={dir}/mx_gm_layout_numbers_a_s.npy --in 2={dir}/mx_gm_layout_numbers_b.npy --in 3={dir}/mx_gm_layout_numbers_b_s.npy --print 4 --print 5
# The reference's on-board MX matmul test (test_matmul_mx.py, matmul_mx_onboard: tmatmul.mx and
# tmatmul.mx.acc of the same operands), with K = 128 so that both scale tensors span several
# 32-byte boxes: lhs and rhs are 1.0 but rhs row 40 (K block 1), 2.0; the logical E8M0 scale
# codes are a_s[m][g] = 126 + (m + 2g) % 4 and b_s[g][n] = 126 + (n + g) % 4, and the .npy files
# hold them packed as that test packs them (mx_a_zz: reshape (M/16, 16, G/2, 2), permute
# (0, 2, 1, 3); mx_b_nn: reshape (G/2, 2, N/16, 16), permute (2, 0, 3, 1)).  out[m][n] =
# sum over k of 2^(a_s - 127) * 2^(b_s - 127) (x2 at k = 40): row 0 starts 362 244 368 241 ...,
# row 2 240.5 361 242 360.25 ..., the period 4 of both patterns; out_acc is 2 * out.  Read as
# plain row-major scales, the same files give other numbers in 384 (lhs) and 512 (rhs) cells.
import pypto.language as pl



@pl.program
class MatmulMxOnBoard:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 128], pl.FP8E4M3FN],
        a_scale: pl.Tensor[[16, 4], pl.FP8E8M0, pl.MX_A_ZZ],
        b: pl.Tensor[[128, 32], pl.FP8E4M3FN],
        b_scale: pl.Tensor[[4, 32], pl.FP8E8M0, pl.MX_B_NN],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
        out_acc: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 32], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        lhs = pl.move(pl.load(a, [0, 0], [16, 128], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Left)
        lhs_scale = pl.move(
            pl.load(a_scale, [0, 0], [16, 4], target_memory=pl.Mem.Mat), target_memory=pl.Mem.LeftScale
        )
        rhs = pl.move(pl.load(b, [0, 0], [128, 32], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Right)
        rhs_scale = pl.move(
            pl.load(b_scale, [0, 0], [4, 32], target_memory=pl.Mem.Mat), target_memory=pl.Mem.RightScale
        )
        base = pl.matmul_mx(lhs, lhs_scale, rhs, rhs_scale)
        out = pl.store(base, [0, 0], out)
        accumulated = pl.matmul_mx_acc(base, lhs, lhs_scale, rhs, rhs_scale)
        out_acc = pl.store(accumulated, [0, 0], out_acc)
        return out, out_acc

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 128], pl.FP8E4M3FN],
        a_scale: pl.Tensor[[16, 4], pl.FP8E8M0, pl.MX_A_ZZ],
        b: pl.Tensor[[128, 32], pl.FP8E4M3FN],
        b_scale: pl.Tensor[[4, 32], pl.FP8E8M0, pl.MX_B_NN],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
        out_acc: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 32], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        out, out_acc = self.kernel(a, a_scale, b, b_scale, out, out_acc)
        return out, out_acc
