# ptoc: run --in 0=const:1 --in 1=const:0 --print 1
# x is carried through the loop as the result of assembling x + 1 into w, so
# from the second iteration on x is w's contents: x = 1 gives w = 2 after the
# first iteration and w = 3 after the second.
import pypto.language as pl


@pl.program
class LoopAssembleCarry:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        w: pl.InOut[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                x = pl.assemble(w, pl.adds(x, 1.0), [0, 0])
        return x
