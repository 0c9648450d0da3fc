# ptoc: run --backend 910B --memory-planner ptoas --in 0=iota --print 1
# The carry itself reduced each trip, in a CORE_GROUP scope: acc accumulates the
# row blocks of x and r the row sums of acc after every trip.  r's add goes
# through [1, 16] views of its [16, 1] buffer; under the ptoas planner (no baked
# addresses) the add's [1, 16] result is emitted as a pto.treshape of the carried
# column's buffer, not an alloc of its own, so the loop's next trip reads it.
# x [64, 64] is iota; block q's row j sums to 65536 q + 4096 j + 2016; after trip
# i acc holds blocks 0..i, so r = sum over i < 4 of sum over q <= i, block q
# counted 4 - q times: out[j] = 10 * 65536 + 10 * (4096 j + 2016) = 675520 +
# 40960 j (out[15] = 1289920).
import pypto.language as pl


@pl.program
class RowSumCarriedSum:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.slice(x, [16, 64], [0, 0])
            r = pl.row_sum(acc)
            for i in pl.range(1, 4):
                t = pl.slice(x, [16, 64], [i * 16, 0])
                acc = pl.add(acc, t)
                r = pl.add(r, pl.row_sum(acc))
            out = pl.assemble(out, r, [0, 0])
        return out
