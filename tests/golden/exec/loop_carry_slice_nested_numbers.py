# ptoc: run --in 0=iota --print 1
# The outer loop carries w; an inner loop reads a slice of it on every trip.
# The slices, in the inner body too, become views of the outer loop's tile.
# Each outer trip makes the left half lo + 2 hi and keeps hi; with
# w[r][c] = 16r + c (lo = 16r + c, hi = 16r + 8 + c, c < 8) two trips give
# lo + 4 hi = 80r + 5c + 32 and hi, times 10: row 0 = 320 370 .. 670 | 80 90 .. 150,
# row 1 = 1120 .. 1470 | 240 .. 310.
import pypto.language as pl


@pl.program
class LoopCarrySliceNested:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[4, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                acc = pl.slice(w, [4, 8], [0, 0])
                for j in pl.range(2):
                    acc = pl.add(acc, pl.slice(w, [4, 8], [0, 8]))
                w = pl.concat(acc, pl.slice(w, [4, 8], [0, 8]))
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
