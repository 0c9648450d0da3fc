# ptoc: run --backend 910B --memory-planner ptoas --in 0=iota --in 1=const:1 --in 2=iota --print 3
# An if result typed row-major whose branches both yield NZ tiles (col_major/
# row_major) of an Acc -> Vec move (2 z and 3 z, z = x @ w): each is moved to
# row-major before its yield, as the result's buffer is read row-major past the if.
# x[r][c] = 128r + c (bf16), w = 1: every row of z is one value, 16384r + 8128
# (row r), so out row r = 32768r + 16256 (trip 0) and row 16 + r = 49152r + 24384
# (trip 1).  NZ bytes read as row-major print rows of one trip alike, each a column
# of the product (16256 49024 81792 ...).
import pypto.language as pl


@pl.program
class IfResultsNzBothPtoas:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        y: pl.Tensor[[16, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        for i in pl.range(2):
            x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
            x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
            w_mat = pl.load(w, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
            w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
            z = pl.matmul(x_left, w_right)
            if i == 0:
                tmpr0 = pl.move(z, target_memory=pl.MemorySpace.Vec)
                r0 = pl.tile.muls(tmpr0, 2.0)
                r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(r0)
            else:
                tmpr1 = pl.move(z, target_memory=pl.MemorySpace.Vec)
                r1 = pl.tile.muls(tmpr1, 3.0)
                r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(r1)
            out_0 = pl.store(r, [i * 16, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        w: pl.Tensor[[128, 128], pl.BF16],
        y: pl.Tensor[[16, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out_0 = self.kern(x, w, y, out_0)
        return out_0
