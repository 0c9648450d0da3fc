# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 128], pl.FP32], b: pl.Tensor[[64, 128], pl.FP32], c: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[64, 128], pl.FP32] = pl.tile.load(a, [0, 0], [64, 128])
        c2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(pl.tile.add(pl.tile.exp(ta), pl.tile.load(b, [0, 0], [64, 128])), [0, 0], c)
        return c2
