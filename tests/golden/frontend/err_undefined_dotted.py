# ptoc: parse
import pypto.language as pl

@pl.program
class E:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        u = foo.bar.baz
        v = pl.add(t, "hello")
        w = pl.tile.ad
        z = pl.tile.ad(t, t)
        out = pl.store(t, [0, 0], out)
        return out
