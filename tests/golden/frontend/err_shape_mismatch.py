# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        b: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        c = pl.add(a, b)
        d = pl.tile.reshape(a, [16, 16])
        return x
