# ptoc: check --backend 950
# An index plus a scalar parameter: `pick` gathers at pl.tile.adds(raw, off) from
# a [8, 16] source.  check binds `off` 0 (an integer scalar that sizes no tensor),
# so `pos` gets the whole [0, 128) and every position stays inside the source; the
# orchestration's `idx` gets the same fill.  (Taking `off` at 128, the value of a
# scalar that sizes a tensor, would leave `pos` random data and the gather out of
# its source.)
import pypto.language as pl


@pl.program
class OffsetScalarFills:
    @pl.function(type=pl.FunctionType.InCore)
    def pick(self, x: pl.Tensor[[8, 16], pl.FP32], pos: pl.Tensor[[8, 16], pl.INT32],
             scratch: pl.Tensor[[8, 16], pl.INT32], off: pl.Scalar[pl.INT32],
             out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        src: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [8, 16])
        raw: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.load(pos, [0, 0], [8, 16])
        indices: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.adds(raw, off)
        tmp: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.load(scratch, [0, 0], [8, 16])
        picked: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.gather(src, indices, tmp)
        out = pl.store(picked, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[8, 16], pl.FP32], idx: pl.Tensor[[8, 16], pl.INT32],
             scratch: pl.Tensor[[8, 16], pl.INT32], off: pl.Scalar[pl.INT32],
             out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        out = self.pick(x, idx, scratch, off, out)
        return out
