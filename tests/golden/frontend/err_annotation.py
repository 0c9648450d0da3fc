# ptoc: parse
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP16] = pl.load(x, [0, 0], [16, 64])
        b: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.load(x, [0, 0], [16, 64])
        return x
