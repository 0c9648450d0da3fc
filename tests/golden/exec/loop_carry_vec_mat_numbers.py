# ptoc: run --in 0=iota --print 1
# The loop rebinds w to a matmul whose operands are both windows of w: the left one read
# into Vec (the add's operand), the right one into Mat (the matmul's), and the body yields
# the matmul's Acc tile.  The carry is a Vec tile loaded from w before the loop: each
# trip's Acc result is moved to Vec (across the pipe on a Cube + Vector split), the Vec
# read is a view of the carry, and the Mat read the same window of the carry moved to Mat.
# w[r][c] = 16r + c: with a = 16r + 1, a trip gives sum_k (a + k)(16k + c) =
# 1920a + 16ac + 19840 + 120c, so after one trip w[0][0] = 21760 and w[15][15] = 542200;
# the second trip (w + 1) @ w makes out = 10 * w with out[0][0] = 933318041600,
# out[0][15] = 1047504224000 and out[15][15] = 23667807584000 (printed rounded to six
# digits).  A loop that returned w's initial contents would print 10 * w, and one whose
# Mat read kept the first trip's operand would print another second trip.
import pypto.language as pl


@pl.program
class LoopCarryVecMat:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                w = pl.matmul(pl.add(pl.slice(w, [16, 16], [0, 0]), 1.0), pl.slice(w, [16, 16], [0, 0]))
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
