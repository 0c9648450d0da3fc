# ptoc: print
import pypto.language as pl

@pl.program
class Cross:
    @pl.function(type=pl.FunctionType.AIV)
    def v(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        pl.system.tfree_to_aic(t)
        return x
