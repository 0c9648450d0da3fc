# Row-wise softmax of a 16x128 block: row reductions into [16, 1] column
# vectors and row expands back over the block.
@pl.program
class SoftmaxRows:
    @pl.function(type=pl.FunctionType.InCore)
    def softmax(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        tmp: pl.Tile[[16, 128], pl.FP32] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx: pl.Tile[[16, 1], pl.FP32] = pl.tile.row_max(t, tmp)
        shifted: pl.Tile[[16, 128], pl.FP32] = pl.tile.row_expand_sub(t, mx)
        e: pl.Tile[[16, 128], pl.FP32] = pl.exp(shifted)
        total: pl.Tile[[16, 1], pl.FP32] = pl.tile.row_sum(e, tmp)
        r: pl.Tile[[16, 128], pl.FP32] = pl.tile.row_expand_div(e, total)
        o: pl.Tensor[[16, 128], pl.FP32] = pl.store(r, [0, 0], out)
        return o
