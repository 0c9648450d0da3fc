# ptoc: print
import pypto.language as pl

@pl.function(type=pl.FunctionType.AIV)
def kernel(x: pl.Tensor[[8, 8], pl.INT32], out: pl.InOut[pl.Tensor[[8, 8], pl.INT32]]) -> pl.Tensor[[8, 8], pl.INT32]:
    t: pl.Tile[[8, 8], pl.INT32] = pl.load(x, [0, 0], [8, 8])
    u: pl.Tile[[8, 8], pl.INT32] = pl.tile.adds(t, 5)
    out = pl.store(u, [0, 0], out)
    return out
