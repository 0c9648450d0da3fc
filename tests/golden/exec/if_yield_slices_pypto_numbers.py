# ptoc: run --backend 910B --memory-planner pypto --in 0=iota --scalar 1=0 --print 2
# An if whose branches yield windows of one tile: rows 0..3 of a (then) and rows
# 4..7 (else).  The result is a buffer of its own and each branch moves its window
# into it before the yield; n = 0 takes the else branch: out = x[4..7] (x = iota,
# row r = 16r ..).  Read through the then window's buffer, it printed x[0..3].
import pypto.language as pl


@pl.program
class IfYieldSlicesPypto:
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
            w: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [4, 16], [0, 0])
        else:
            w: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [4, 16], [4, 0])
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
