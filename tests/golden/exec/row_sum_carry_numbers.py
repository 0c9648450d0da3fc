# ptoc: run --backend 910B --in 0=iota --print 1
# A column accumulator written the natural way: pl.full([16, 1], 0.0) before the
# loop, `s = pl.add(s, pl.row_sum(t))` in it, all in a CORE_GROUP scope.  The
# filled [16, 1] tile is row-major (as the reference types a filled tile), rows of
# one element no backend allocates; ResolveBackendOpLayouts types it col-major (the
# same 16 elements in the same order), fills it as a [1, 16] and adds through
# [1, 16] views as it does every column vector.  x [64, 64] is iota (x[r, c] = 64 r
# + c); block i is rows 16 i to 16 i + 15, its row j sums to 4096 (16 i + j) + 2016:
# out[j] = sum over i < 4 = 393216 + 16384 j + 8064 = 401280 + 16384 j (out[15] =
# 647040).
import pypto.language as pl


@pl.program
class RowSumCarry:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s = pl.full([16, 1], dtype=pl.FP32, value=0.0)
            for i in pl.range(4):
                t = pl.slice(x, [16, 64], [i * 16, 0])
                s = pl.add(s, pl.row_sum(t))
            out = pl.assemble(out, s, [0, 0])
        return out
