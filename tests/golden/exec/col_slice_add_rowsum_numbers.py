# ptoc: run --backend 950 --memory-planner ptoas --in 0=iota --in 1=iota --print 2
# Two strided column windows (column 8 of x, column 0 of y, both row-major
# [16, 16] tiles) added to each other and to a row sum of x (a [16, 1] tile of
# its own).  x[r][c] = y[r][c] = 16r + c: column 8 is 16r + 8, column 0 16r, the
# row sum 256r + 120, so out[r] = 288r + 128: 128, 416, 704 ...  Columns read as
# 16 elements back to back (x[0][8..15], x[1][0..7] and y[0][0..15]: 8 + r and
# r) give 258r + 128 instead: 128, 386, 644 ...
import pypto.language as pl


@pl.program
class ColSliceAddRowSum:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        ca: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [16, 1], [0, 8])
        cb: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(b, [16, 1], [0, 0])
        tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        sums: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(a, tmp)
        cols: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(ca, cb)
        total: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(cols, sums)
        out = pl.store(total, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        out = self.kernel(x, y, out)
        return out
