# ptoc: check --backend 950
# An index plus a constant offset is still an index: `pick` gathers at
# pl.tile.adds(raw, 16) from a [8, 16] source, so check fills `pos` with
# [0, 128 - 16) and every shifted position stays inside it; the orchestration's
# `idx`, passed there, gets the same fill.  `below` subtracts 1, which would need
# a floor of 1 that the fills do not give: `down` stays data.
import pypto.language as pl


@pl.program
class OffsetIndexFills:
    @pl.function(type=pl.FunctionType.InCore)
    def pick(self, x: pl.Tensor[[8, 16], pl.FP32], pos: pl.Tensor[[8, 16], pl.INT32],
             scratch: pl.Tensor[[8, 16], pl.INT32],
             out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        src: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [8, 16])
        raw: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.load(pos, [0, 0], [8, 16])
        indices: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.adds(raw, 16)
        tmp: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.load(scratch, [0, 0], [8, 16])
        picked: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.gather(src, indices, tmp)
        out = pl.store(picked, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def below(self, x: pl.Tensor[[8, 16], pl.FP32], down: pl.Tensor[[8, 16], pl.INT32],
              scratch: pl.Tensor[[8, 16], pl.INT32],
              out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        src: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [8, 16])
        raw: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.load(down, [0, 0], [8, 16])
        indices: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.adds(raw, -1)
        tmp: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.load(scratch, [0, 0], [8, 16])
        picked: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.gather(src, indices, tmp)
        out = pl.store(picked, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[8, 16], pl.FP32], idx: pl.Tensor[[8, 16], pl.INT32],
             scratch: pl.Tensor[[8, 16], pl.INT32],
             out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        out = self.pick(x, idx, scratch, out)
        return out
