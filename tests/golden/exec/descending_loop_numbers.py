# ptoc: run --backend 910B --in 0=iota --scalar 2=1 --print 1
# A descending pl.range in a kernel (PTO codegen counts the negated index up: scf.for
# takes a positive step).  x [32, 16] is iota, x[i, j] = 16 i + j; row block b of x is
# rows 8 b to 8 b + 7.  The kernel walks b = start + 2, start + 1, start (start = 1:
# b = 3, 2, 1; the stop start - 1 is not reached) and copies block b of x to block
# 3 - b of out, adding the trip number t = 0, 1, 2 the loop carries: out blocks 0, 1, 2
# are x blocks 3, 2, 1 plus 0, 1, 2 (out[0, 0] = 384, out[8, 0] = 257, out[16, 0] = 130);
# block 3 stays 0.
import pypto.language as pl


@pl.program
class Descending:
    @pl.function(type=pl.FunctionType.InCore)
    def reverse_blocks(
        self,
        x: pl.Tensor[[32, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 16], pl.FP32]],
        start: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[32, 16], pl.FP32]:
        for b, (o, t) in pl.range(start + 2, start - 1, -1, init_values=(out, 0.0)):
            tile: pl.Tile[[8, 16], pl.FP32] = pl.load(x, [b * 8, 0], [8, 16])
            shifted: pl.Tile[[8, 16], pl.FP32] = pl.adds(tile, t)
            o2: pl.Tensor[[32, 16], pl.FP32] = pl.store(shifted, [(3 - b) * 8, 0], o)
            t2: pl.Scalar[pl.FP32] = t + 1.0
            o_rv, t_rv = pl.yield_(o2, t2)
        return o_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[32, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 16], pl.FP32]],
        start: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[32, 16], pl.FP32]:
        out = self.reverse_blocks(x, out, start)
        return out
