# ptoc: parse
# tile.extract: the window lies inside the source tile
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, m: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat]):
        l = pl.tile.extract(m, 16, 0, [32, 64], target_memory=pl.Mem.Left)
