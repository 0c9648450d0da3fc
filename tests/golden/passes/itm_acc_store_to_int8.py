# ptoc: opt --backend 910B --passes=infer_tile_memory_space
# an Acc tile stored straight into an INT8 tensor: the fix-pipe cannot narrow into INT8 (AccToGmStoreValid)
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[16, 16], pl.INT8], b: pl.Tensor[[16, 16], pl.INT8], out: pl.Out[pl.Tensor[[16, 16], pl.INT8]]) -> pl.Tensor[[16, 16], pl.INT8]:
        l: pl.Tile[[16, 16], pl.INT8, pl.Mem.Left] = pl.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Left)
        r: pl.Tile[[16, 16], pl.INT8, pl.Mem.Right] = pl.load(b, [0, 0], [16, 16], target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        s: pl.Tensor[[16, 16], pl.INT8] = pl.store(c, [0, 0], out)
        return s
