# ptoc: run --backend 910B --memory-planner ptoas --in 0=iota --scalar 1=1 --print 2
# An if whose then branch yields rows 4..7 of a (a window at an offset) and whose
# else branch a tile.full of 7.  n = 1 takes the then branch: out = x[4..7]
# (x = iota, row r = 16r ..), moved into the result's buffer before the yield.
# The result sharing the window printed x[0..3].
import pypto.language as pl


@pl.program
class IfYieldSliceThenPtoas:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(a, 2.0)
        if n > 0:
            w: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [4, 16], [4, 0])
        else:
            w: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([4, 16], dtype=pl.FP32, value=7.0)
        f: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(w, 0.0)
        out = pl.store(f, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        out = self.kernel(x, n, out)
        return out
