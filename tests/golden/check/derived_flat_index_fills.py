# ptoc: check --backend 950
# Index tiles that hold flat positions, counted row by row: pl.tile.gather's
# `indices` (into its [8, 16] source: [0, 128)), pl.tile.scatter's `indexes`
# (into its [8, 16] destination: [0, 128)) and pl.tile.mscatter's `idx` (into
# the [32, 8] tensor it writes: [0, 256)).  Each index tile is loaded from a
# parameter, which check fills with integers in that range.
import pypto.language as pl


@pl.program
class FlatIndexFills:
    @pl.function(type=pl.FunctionType.InCore)
    def pick(self, x: pl.Tensor[[8, 16], pl.FP32], pos: pl.Tensor[[8, 16], pl.INT32],
             scratch: pl.Tensor[[8, 16], pl.INT32],
             out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        src: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [8, 16])
        indices: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.load(pos, [0, 0], [8, 16])
        tmp: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.load(scratch, [0, 0], [8, 16])
        picked: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.gather(src, indices, tmp)
        out = pl.store(picked, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def spread(self, base: pl.Tensor[[8, 16], pl.FP32], y: pl.Tensor[[4, 16], pl.FP32],
               at: pl.Tensor[[4, 16], pl.INT32],
               out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        dst: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.load(base, [0, 0], [8, 16])
        src: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.load(y, [0, 0], [4, 16])
        idx: pl.Tile[[4, 16], pl.INT32, pl.Mem.Vec] = pl.load(at, [0, 0], [4, 16])
        res: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.scatter(dst, src, idx)
        out = pl.store(res, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def post(self, y: pl.Tensor[[4, 16], pl.FP32], where: pl.Tensor[[4, 16], pl.INT32],
             out: pl.Out[pl.Tensor[[32, 8], pl.FP32]]) -> pl.Tensor[[32, 8], pl.FP32]:
        src: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.load(y, [0, 0], [4, 16])
        idx: pl.Tile[[4, 16], pl.INT32, pl.Mem.Vec] = pl.load(where, [0, 0], [4, 16])
        pl.tile.mscatter(src, idx, out)
        return out
