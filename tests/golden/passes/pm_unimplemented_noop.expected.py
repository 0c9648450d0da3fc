@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        v: pl.Tile[[16, 1], pl.FP32] = pl.load(x, [0, 0], [16, 1])
        a: pl.Tile[[1, 16], pl.FP32] = pl.tile.reshape(v, [1, 16])
        b: pl.Tile[[1, 16], pl.FP32] = pl.tile.exp(a)
        y: pl.Tile[[16, 1], pl.FP32] = pl.tile.reshape(b, [16, 1])
        s: pl.Tensor[[16, 1], pl.FP32] = pl.store(y, [0, 0], out)
        return s
