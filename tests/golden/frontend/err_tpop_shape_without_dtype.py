# ptoc: parse {}
# A tpop's shape= and dtype= come together, as in the reference ("shape and dtype must both
# be provided or both omitted").
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def f(self):
        x: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tpop_from_aic(shape=[16, 16], split=0)
        pl.tfree_to_aic(x)
