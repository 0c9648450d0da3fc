# ptoc: parse
# tile.scatter_update: only dim=-2 is supported
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], i: pl.Tile[[2, 4], pl.INT32, pl.Mem.Vec], s: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec]):
        y = pl.tile.scatter_update(x, i, s, dim=-1)
