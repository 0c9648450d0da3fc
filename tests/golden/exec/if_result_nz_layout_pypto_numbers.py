# ptoc: run --backend 910B --memory-planner pypto --in 0=iota --in 1=const:1 --in 2=iota --print 3
# An if result typed row-major (the declared phi) whose then branch yields the NZ
# tile (col_major/row_major) an Acc -> Vec move makes (2 z, z = x @ w) and whose
# else branch yields a row-major tile (3 y).  Both write the result's one buffer,
# read past the if as row-major: the NZ value is moved to row-major before its
# yield.  x[r][c] = 128r + c (bf16), w = 1, y = iota: out rows 0..15 (trip 0) are
# 2 * sum of x's row, one value a row: row 0 = 16256, row r = 32768r + 16256; rows
# 16..31 (trip 1) are 3 y: row 16 = 0 3 6 ...  NZ bytes read as row-major print
# rows 0..15 alike, each one column of the product (16256 49024 81792 ...).
import pypto.language as pl


@pl.program
class IfResultNzLayoutPypto:
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
                yvr1 = pl.load(y, [0, 0], [16, 128])
                r1 = pl.tile.muls(yvr1, 3.0)
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
