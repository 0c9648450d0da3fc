# ptoc: print
import pypto.language as pl
from pypto import language

ROWS = 32
K = pl.dynamic("K")

@pl.program
class Legacy:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor((ROWS, 128), pl.FP16), b: pl.Tensor[[K, ROWS], pl.FP16,], c: pl.Out[pl.Tensor[[ROWS, 128], pl.FP16]]) -> pl.Tensor[[ROWS, 128], pl.FP16]:
        """A docstring leads the next statement as a comment."""
        t = pl.load(a, [0, 0], [ROWS, 128]); u = pl.tile.exp(t)
        if ROWS > 16: pl.system.bar_v()
        r = pl.store(u, [0, 0], c)
        return r
