# ptoc: run --in 0=const:1 --print 1
# The loop rebinds w to a new value computed from a slice of w: the body reads the
# tensor it carries and yields a tile, so the carry becomes a tile loaded from w
# before the loop and the slice a view of that tile.  Each trip adds 1:
# out = 10 * (1 + 1 + 1) = 30 (10 if the loop's result were w's initial contents).
import pypto.language as pl


@pl.program
class LoopCarrySlice:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                w = pl.add(pl.slice(w, [16, 64], [0, 0]), 1.0)
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
