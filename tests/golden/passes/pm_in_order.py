# ptoc: opt --backend 910B --passes=flatten_tile_nd_to_2d,resolve_backend_op_layouts
# the same program as pm_out_of_order.py, with flatten_tile_nd_to_2d first: TileOps2D now holds
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[2, 16, 16], pl.FP32], out: pl.Out[pl.Tensor[[2, 16, 16], pl.FP32]]) -> pl.Tensor[[2, 16, 16], pl.FP32]:
        t: pl.Tile[[2, 16, 16], pl.FP32] = pl.load(x, [0, 0, 0], [2, 16, 16])
        y: pl.Tile[[2, 16, 16], pl.FP32] = pl.tile.exp(t)
        s: pl.Tensor[[2, 16, 16], pl.FP32] = pl.store(y, [0, 0, 0], out)
        return s
