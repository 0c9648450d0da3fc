# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts
# run before flatten_tile_nd_to_2d: a rank-3 tile op, so TileOps2D (required) does not hold
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[2, 16, 16], pl.FP32], out: pl.Out[pl.Tensor[[2, 16, 16], pl.FP32]]) -> pl.Tensor[[2, 16, 16], pl.FP32]:
        t: pl.Tile[[2, 16, 16], pl.FP32] = pl.load(x, [0, 0, 0], [2, 16, 16])
        y: pl.Tile[[2, 16, 16], pl.FP32] = pl.tile.exp(t)
        s: pl.Tensor[[2, 16, 16], pl.FP32] = pl.store(y, [0, 0, 0], out)
        return s
