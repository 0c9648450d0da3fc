# ptoc: run --backend 910B --memory-planner pypto --in 0=iota --in 1=const:1 --print 2
# The reference's test_expand_mixed_kernel test_transient_shared_alias_does_not_keep_dead_
# iter_arg_alive (four trips) with an orchestration function: the iter arg is typed as
# its row-major init, the loop result as the NZ tile (col_major/row_major) of the
# Acc -> Vec move its one-value yield names, and the result is copied to `carried`
# before the store.  The carry takes the result's NZ layout (the init moved to it
# before the loop), so the copy past the loop reads NZ bytes as NZ.  x[r][c] = 128r + c
# (bf16), w = 1: every trip gives 2 x @ w, one value a row: row r = 32768r + 16256.
# Moving the yield to the iter arg's row-major layout instead left row-major bytes
# under the NZ copy (every row read as 16256 x8, 49024 x8, ...: fractals of columns).
import pypto.language as pl


@pl.program
class LoopResultCopyNzLayout:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        vec_init = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        acc_init = pl.tile.muls(vec_init, 0.0)
        for i, (acc_iter,) in pl.range(4, init_values=(acc_init,)):
            x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
            w_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
            z = pl.matmul(x_left, w_right)
            tmp = pl.move(z, target_memory=pl.MemorySpace.Vec)
            carried_next = pl.tile.add(tmp, tmp)
            acc_out = pl.yield_(carried_next)
        carried = acc_out
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(carried, [0, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out_0 = self.main_incore_0(x, w, out_0)
        return out_0
