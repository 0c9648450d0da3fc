# ptoc: run --in 0=iota --print 1 --threads 4
# pl.submit leaves `scale`'s pl.Out parameter to the runtime, which allocates it: the
# submission's first result is that new tensor, and the second task reads it.  x holds
# 0, 1, ... 63 (iota): `scale` writes 2 * x + 1, `copy` writes that into y, so y holds
# 1, 3, 5, ... 127.
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
            y, _ = pl.submit(self.copy, s, y, deps=[s_tid])
        return y
