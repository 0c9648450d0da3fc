# ptoc: print
import pypto.language as pl

@pl.program
class Sugar:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[32, 32], pl.FP32], s: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        t = pl.load(x, [0, 0], [32, 32])
        u = pl.add(t, 1.0)
        v = pl.mul(u, s)
        w = pl.sub(v, t)
        y = pl.tile.exp(w)
        z = pl.tile.maximum(y, t)
        r = pl.store(z, offsets=[0, 0], output_tensor=out)
        return r
