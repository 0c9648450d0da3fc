# ptoc: run --in 0=iota --print 1 --threads 4
# The tensor the runtime allocates for `scale`'s left-out output is tracked like any other:
# in a MANUAL scope, `copy` reading it without deps=[s_tid] is not ordered after `scale`,
# and the run says so at the read.
import pypto.language as pl

@pl.program
class RuntimeOut:
    @pl.function(type=pl.FunctionType.InCore)
    def scale(self, x: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32] = pl.load(x, [0, 0], [8, 8])
        d: pl.Tile[[8, 8], pl.FP32] = pl.tile.add(t, t)
        r: pl.Tile[[8, 8], pl.FP32] = pl.tile.adds(d, 1.0)
        return pl.store(r, [0, 0], out)

    @pl.function(type=pl.FunctionType.InCore)
    def copy(self, a: pl.Tensor[[8, 8], pl.FP32], y: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32] = pl.load(a, [0, 0], [8, 8])
        y = pl.store(t, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[8, 8], pl.FP32], y: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        with pl.manual_scope():
            s, s_tid = pl.submit(self.scale, x)
            y, _ = pl.submit(self.copy, s, y)
        return y
