# ptoc: opt --passes=flatten_tile_nd_to_2d
# tile.reshape to a rank-3 shape keeps that shape (the reference does); the store of the
# rank-3 result stores a 2-D reshape of it, with the tile's window as `shapes`
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[2, 16, 16], pl.FP32], out: pl.Out[pl.Tensor[[4, 8, 16], pl.FP32]]) -> pl.Tensor[[4, 8, 16], pl.FP32]:
        t: pl.Tile[[2, 16, 16], pl.FP32] = pl.load(x, [0, 0, 0], [2, 16, 16])
        r: pl.Tile[[4, 8, 16], pl.FP32] = pl.tile.reshape(t, [4, 8, 16])
        s: pl.Tensor[[4, 8, 16], pl.FP32] = pl.store(r, [0, 0, 0], out)
        return s
