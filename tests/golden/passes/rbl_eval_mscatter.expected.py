@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 1], pl.FP32], i: pl.Tensor[[16, 1], pl.INT32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        src: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 1])
        idx: pl.Tile[[16, 1], pl.INT32, pl.Mem.Vec] = pl.load(i, [0, 0], [16, 1])
        a: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(src, [1, 16])
        b: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(idx, [1, 16])
        pl.tile.mscatter(a, b, out)
        return out
