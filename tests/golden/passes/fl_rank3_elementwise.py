# ptoc: opt --passes=flatten_tile_nd_to_2d
# rank-3 tiles become [A*B, C]: the load keeps its 3-D window, create gets the 2-D shape, add/row_sum are re-typed, the store gets the explicit 3-D shapes operand
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[2, 16, 16], pl.FP32], out: pl.Out[pl.Tensor[[2, 16, 16], pl.FP32]]) -> pl.Tensor[[2, 16, 16], pl.FP32]:
        t: pl.Tile[[2, 16, 16], pl.FP32] = pl.load(x, [0, 0, 0], [2, 16, 16])
        c: pl.Tile[[2, 16, 16], pl.FP32] = pl.tile.create([2, 16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        y: pl.Tile[[2, 16, 16], pl.FP32] = pl.tile.add(t, c)
        r: pl.Tile[[2, 16, 1], pl.FP32] = pl.tile.row_sum(y, c)
        s: pl.Tensor[[2, 16, 16], pl.FP32] = pl.store(y, [0, 0, 0], out)
        return s
