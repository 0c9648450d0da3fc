# ptoc: run --in 0=iota --print 1
# Each trip reads both column halves of the tensor it carries (pl.slice at
# offsets [0, 0] and [0, 8]) and rebinds it to concat(hi, lo + hi): the slices
# become views of the carried tile.  With w[r][c] = 16r + c, lo = 16r + c and
# hi = 16r + 8 + c (c < 8); after two trips the left half is lo + hi =
# 32r + 2c + 8 and the right half lo + 2 hi = 48r + 3c + 16, times 10:
# row 0 = 80 100 .. 220 | 160 190 .. 370, row 3 = 1040 .. 1180 | 1600 .. 1810.
import pypto.language as pl


@pl.program
class LoopCarrySliceHalves:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[4, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                lo = pl.slice(w, [4, 8], [0, 0])
                hi = pl.slice(w, [4, 8], [0, 8])
                w = pl.concat(hi, pl.add(lo, hi))
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
