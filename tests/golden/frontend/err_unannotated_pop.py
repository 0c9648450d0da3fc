# ptoc: parse
import pypto.language as pl

@pl.program
class Cross:
    @pl.function(type=pl.FunctionType.AIV)
    def v(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.tile.tpop_from_aic(split=0)
        return x
