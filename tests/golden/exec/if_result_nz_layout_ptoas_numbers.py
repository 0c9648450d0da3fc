# ptoc: run --backend 950 --memory-planner ptoas --in 0=iota --in 1=const:1 --in 2=iota --print 3
# An if result typed NZ (col_major/row_major, the Acc -> Vec move's layout) whose
# then branch yields a row-major tile (2 y) and whose else branch yields the NZ tile
# of the move (3 z, z = x @ w).  The result's buffer is read past the if as NZ: the
# row-major value is moved to NZ before its yield.  y = iota, x[r][c] = 128r + c
# (bf16), w = 1: out rows 0..15 (trip 0) are 2 y (row 0 = 0 2 4 ...), rows 16..31
# (trip 1) are 3 * sum of x's row, one value a row: row 16 = 24384, row 16 + r =
# 49152r + 24384.  Row-major bytes read as NZ print row 0 as 0 32 64 ...
import pypto.language as pl


@pl.program
class IfResultNzLayoutPtoas:
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
                yvr0 = pl.load(y, [0, 0], [16, 128])
                r0 = pl.tile.muls(yvr0, 2.0)
                r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(r0)
            else:
                tmpr1 = pl.move(z, target_memory=pl.MemorySpace.Vec)
                r1 = pl.tile.muls(tmpr1, 3.0)
                r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(r1)
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
