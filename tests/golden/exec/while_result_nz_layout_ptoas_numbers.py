# ptoc: run --backend 910B --memory-planner ptoas --in 0=iota --in 1=const:1 --print 2
# The while-loop form of loop_result_nz_layout_ptoas_numbers: a Vec tile carried in
# place starts row-major (a muls) and is yielded as the NZ tile (col_major/row_major)
# the Acc -> Vec move makes; the loop's result, stored after the loop, holds the NZ
# bytes and must be read as NZ.  x[r][c] = 128r + c (bf16), w = 1: every trip gives
# out = 2 * x @ w, so every row is one value, row 0 = 2 * sum 0..127 = 16256, row 1 =
# 2 * sum 128..255 = 49024 and row r = 32768r + 16256.  A result read through the
# init's row-major handle prints each row transposed (row 0: 16256 49024 81792 ...).
import pypto.language as pl


@pl.program
class WhileResultNzLayoutPtoas:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        vec_init = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        acc_init = pl.tile.muls(vec_init, 0.0)
        n0: pl.Scalar[pl.INDEX] = 0
        for (acc_iter, n_iter) in pl.while_(init_values=(acc_init, n0)):
            pl.cond(n_iter < 2)
            x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
            w_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
            z = pl.matmul(x_left, w_right)
            tmp = pl.move(z, target_memory=pl.MemorySpace.Vec)
            carried_next = pl.tile.add(tmp, tmp)
            acc_out, n_out = pl.yield_(carried_next, n_iter + 1)
        out_0 = pl.store(acc_out, [0, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out_0 = self.kern(x, w, out_0)
        return out_0
