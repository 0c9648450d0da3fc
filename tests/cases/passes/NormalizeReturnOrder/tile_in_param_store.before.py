# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32], acc: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        a: pl.Tile[[32, 64], pl.FP32] = pl.load(acc, [0, 0], [32, 64])
        s: pl.Tile[[32, 64], pl.FP32] = pl.tile.add(t, a)
        acc_out: pl.Tensor[[32, 64], pl.FP32] = pl.store(s, [0, 0], acc)
        return acc_out
