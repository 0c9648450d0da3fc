# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        a = pl.tile.nope(t)
        b = pl.tile.exp(t, t)
        c: pl.Tile[[8, 8], pl.FP32] = pl.tile.exp(t)
        d = undefined_thing
        e = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Nowhere)
        return x
    @pl.function
    def g(self, y: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        z: pl.Scalar[pl.INDEX] = y +
        return y
