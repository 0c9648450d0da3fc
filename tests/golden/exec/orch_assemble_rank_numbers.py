# ptoc: run --backend 910B --in 0=iota --print 1
# pl.assemble of a 2-D tensor into a 3-D one in an orchestration function (as
# OptimizeOrchTensors' reference test assembles a [16, 64] result into a [4, 128, 5120]
# tensor): the source fills the target's trailing dims.  x [2, 4] is iota (x[i, j] =
# 4 i + j); out [3, 4, 4] starts at 0, and x goes to out[1, 2:4, 0:4] and, through the
# slice x[0:2, 1:3] (strided), to out[2, 0:2, 2:4]:
#   out[1, 2] = 0 1 2 3, out[1, 3] = 4 5 6 7, out[2, 0] = 0 0 1 2, out[2, 1] = 0 0 5 6,
#   every other row 0.
import pypto.language as pl


@pl.program
class OrchAssembleRank:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[2, 4], pl.FP32], out: pl.Out[pl.Tensor[[3, 4, 4], pl.FP32]]
    ) -> pl.Tensor[[3, 4, 4], pl.FP32]:
        out = pl.assemble(out, x, [1, 2, 0])
        part = pl.slice(x, [2, 2], [0, 1])
        out = pl.assemble(out, part, [2, 0, 2])
        return out
