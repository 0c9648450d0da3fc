# ptoc: run --backend 910B --memory-planner ptoas --in 0=iota --in 1=const:1 --print 2
# loop_result_nz_layout_ptoas_numbers with a second (scalar) carry: the results of a
# several-value yield are typed as their iter args, so the tile result's type says
# row-major while the buffer holds the NZ tile the loop yields; past the loop it
# must be read as NZ all the same.  x[r][c] = 128r + c (bf16), w = 1: row r of out
# is 32768r + 16256 throughout; read row-major each row prints transposed.
import pypto.language as pl


@pl.program
class LoopResultsNzLayoutPtoas:
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
        for i, (acc_iter, n_iter) in pl.range(2, init_values=(acc_init, n0)):
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
