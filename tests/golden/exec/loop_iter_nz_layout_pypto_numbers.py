# ptoc: run --backend 910B --memory-planner pypto --in 0=iota --in 1=const:1 --print 2
# A Vec tile carried in place starts row-major (a muls of 0) and each trip adds the
# NZ tile (col_major/row_major) of an Acc -> Vec move to it, yielding the sum in the
# add's NZ layout, which types the loop's result: the iter arg, read by the next
# trip, takes that layout too, the init moved to it before the loop.  x[r][c] =
# 128r + c (bf16), w = 1: z = x @ w
# has one value a row, 16384r + 8128, and after two trips out = 2z: row 0 = 16256,
# row r = 32768r + 16256.  NZ bytes read as row-major in the second trip print
# row 0 as 16256 32640 49024 ...
import pypto.language as pl


@pl.program
class LoopIterNzLayoutPypto:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        vec_init = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        acc_init = pl.tile.muls(vec_init, 0.0)
        for i, (acc_iter,) in pl.range(2, init_values=(acc_init,)):
            x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
            w_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
            z = pl.matmul(x_left, w_right)
            tmp = pl.move(z, target_memory=pl.MemorySpace.Vec)
            carried_next = pl.tile.add(tmp, acc_iter)
            acc_out = pl.yield_(carried_next)
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
