# ptoc: run --in 0=const:2 --in 1=const:0 --print 1
# A loop carries the InOut parameter out through an if whose branches both assemble
# into it: the first iteration writes x + 1 = 3, the second out + 10 = 13.  The
# kernel stores the loop's result into out, not the tile loaded before the loop (0).
import pypto.language as pl


@pl.program
class LoopIfAssembleParam:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.InOut[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                if i == 0:
                    out = pl.assemble(out, pl.adds(x, 1.0), [0, 0])
                else:
                    out = pl.assemble(out, pl.adds(out, 10.0), [0, 0])
        return out
