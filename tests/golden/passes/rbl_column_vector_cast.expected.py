@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 1], pl.INT32], out: pl.Out[pl.Tensor[[16, 1], pl.INT16]]) -> pl.Tensor[[16, 1], pl.INT16]:
        src: pl.Tile[[16, 1], pl.INT32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 1])
        t0: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(src, [1, 16])
        t1: pl.Tile[[1, 16], pl.INT16, pl.Mem.Vec] = pl.tile.cast(t0, target_type=pl.INT16)
        y: pl.Tile[[16, 1], pl.INT16, pl.Mem.Vec] = pl.tile.reshape(t1, [16, 1])
        s: pl.Tensor[[16, 1], pl.INT16] = pl.store(y, [0, 0], out)
        return s
