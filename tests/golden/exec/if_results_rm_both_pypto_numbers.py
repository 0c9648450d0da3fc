# ptoc: run --backend 950 --memory-planner pypto --in 0=iota --in 1=const:1 --in 2=iota --print 3
# An if result typed NZ (col_major/row_major) whose branches both yield row-major
# tiles (2 y and 3 y, y = iota): each is moved to NZ before its yield, as the
# result's buffer is read as NZ past the if.  out row r = 2 (128r + c) (trip 0),
# row 16 + r = 3 (128r + c) (trip 1).  Row-major bytes read as NZ print row 0 as
# 0 32 64 ...
import pypto.language as pl


@pl.program
class IfResultsRmBothPypto:
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
                yvr1 = pl.load(y, [0, 0], [16, 128])
                r1 = pl.tile.muls(yvr1, 3.0)
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
