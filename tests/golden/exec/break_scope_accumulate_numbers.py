# ptoc: run --backend 910B --in 0=iota --print 1
# An accumulating loop with a break, inside a CORE_GROUP scope of an
# orchestration function: CtrlFlowTransform rewrites the scope's loop (the body of
# the InCore function OutlineIncoreScopes makes of it) into a while loop with a
# break flag, as it does a kernel's.  x [64, 32] is iota (x[r, c] = 32 r + c); the
# loop adds blocks 0, 1 and 2 and breaks at i == 3: out[j, c] = sum over i < 3 of
# (32 (16 i + j) + c) = 1536 + 96 j + 3 c (out[0, 0] = 1536, out[15, 31] = 3069).
import pypto.language as pl


@pl.program
class BreakScopeAccumulate:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.full([16, 32], dtype=pl.FP32, value=0.0)
            for i in pl.range(4):
                if i == 3:
                    break
                t = pl.slice(x, [16, 32], [i * 16, 0])
                acc = pl.add(acc, t)
            out = pl.assemble(out, acc, [0, 0])
        return out
