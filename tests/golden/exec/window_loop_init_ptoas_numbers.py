# ptoc: run --backend 950 --memory-planner ptoas --in 0=iota --print 1
# A loop carries columns 8..15 of a row-major [16, 16] tile (a strided [16, 8]
# view) and adds 1 each trip, yielding a tile of its own.  x[r][c] = 16r + c:
# out[r][c] = 16r + 8 + c + 3 after three trips: row 0 is 11 .. 18, row 1
# 27 .. 34.  Carried in the window's own buffer, the loop read the window
# unchanged on every trip and the result was the window itself: 8 .. 15.
import pypto.language as pl


@pl.program
class WindowLoopInit:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 8], pl.FP32]],
    ) -> pl.Tensor[[16, 8], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        win: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [16, 8], [0, 8])
        for i, (c,) in pl.range(3, init_values=(win,)):
            n = pl.tile.adds(c, 1.0)
            o = pl.yield_(n)
        out = pl.store(o, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 8], pl.FP32]],
    ) -> pl.Tensor[[16, 8], pl.FP32]:
        out = self.kernel(x, out)
        return out
