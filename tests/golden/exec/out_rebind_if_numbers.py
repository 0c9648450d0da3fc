# ptoc: run --backend 910B --in 0=iota --in 1=const:2 --scalar 3=0 --print 2
# An Out parameter rebound in a CORE_GROUP scope of each branch of an
# orchestration if, without pl.assemble, then returned: the kernel of the branch
# taken writes the Out parameter.  a [8, 16] is iota (a[r, c] = 16 r + c), b is
# all 2 and n = 0 takes the else branch: c = a * b, c[r, c] = 32 r + 2 c
# (c[0, 15] = 30, c[7, 15] = 254); the then branch would give a + 2.
import pypto.language as pl


@pl.program
class OutRebindIf:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[8, 16], pl.FP32],
        b: pl.Tensor[[8, 16], pl.FP32],
        c: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
        n: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        if n > 0:
            with pl.at(level=pl.Level.CORE_GROUP):
                c = pl.add(a, b)
        else:
            with pl.at(level=pl.Level.CORE_GROUP):
                c = pl.mul(a, b)
        return c
