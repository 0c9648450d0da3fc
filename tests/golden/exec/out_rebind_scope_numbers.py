# ptoc: run --backend 910B --in 0=iota --in 1=iota --print 2
# An Out parameter rebound in a CORE_GROUP scope without pl.assemble, then
# returned: the value lands in the Out parameter (OutlineIncoreScopes assembles
# the returned rebinding into it; the kernel writes it directly).  a and b
# [8, 16] are iota (a[r, c] = 16 r + c): c[r, c] = 2 (16 r + c) = 32 r + 2 c
# (c[0, 0] = 0, c[0, 15] = 30, c[7, 15] = 254).
import pypto.language as pl


@pl.program
class OutRebindScope:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[8, 16], pl.FP32],
        b: pl.Tensor[[8, 16], pl.FP32],
        c: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            c = pl.add(a, b)
        return c
