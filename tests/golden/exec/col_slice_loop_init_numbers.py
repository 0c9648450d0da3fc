# ptoc: run --backend 910B --in 0=iota --print 1
# A loop carries column 8 of a row-major [16, 16] tile (a strided [16, 1] view)
# and doubles it each trip, yielding a tile of its own.  x[r][c] = 16r + c:
# out[r] = 4 * (16r + 8) = 64r + 32: 32, 96, 160 ...  Carried in the window's
# own buffer, each trip wrote its column there back to back while the next
# read the window strided, and rows 1 .. 15 kept x's column: 24, 40, 56 ...
import pypto.language as pl


@pl.program
class ColSliceLoopInit:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        col: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [16, 1], [0, 8])
        for i, (c,) in pl.range(2, init_values=(col,)):
            n = pl.tile.muls(c, 2.0)
            o = pl.yield_(n)
        out = pl.store(o, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        out = self.kernel(x, out)
        return out
