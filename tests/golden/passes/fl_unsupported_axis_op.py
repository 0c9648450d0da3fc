# ptoc: opt --passes=flatten_tile_nd_to_2d
# tile.slice (shapes and offsets) on a rank-3 tile cannot be flattened by merging dims: reported at the call
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[2, 16, 16], pl.FP32], out: pl.Out[pl.Tensor[[2, 8, 16], pl.FP32]]) -> pl.Tensor[[2, 8, 16], pl.FP32]:
        t: pl.Tile[[2, 16, 16], pl.FP32] = pl.load(x, [0, 0, 0], [2, 16, 16])
        r: pl.Tile[[2, 8, 16], pl.FP32] = pl.tile.slice(t, [2, 8, 16], [0, 0, 0])
        s: pl.Tensor[[2, 8, 16], pl.FP32] = pl.store(r, [0, 0, 0], out)
        return s
