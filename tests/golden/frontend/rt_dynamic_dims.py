# ptoc: print
import pypto.language as pl

N = pl.dynamic("N")
M = pl.dynamic("M")

@pl.program
class Dyn:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[N * 2, M], pl.FP16], y: pl.Out[pl.Tensor[[N * 2, M], pl.FP16]]) -> pl.Tensor[[N * 2, M], pl.FP16]:
        t: pl.Tile[[16, 64], pl.FP16] = pl.load(x, [0, 0], [16, 64])
        r: pl.Tensor[[N * 2, M], pl.FP16] = pl.store(t, [0, 0], y)
        return r
