# ptoc: compile --backend 910B
# The loop rebinds w to a new value computed from a slice of w: the body reads the
# tensor iter arg and yields a tile, so the carry would hold a tensor on the first trip
# and a tile afterwards, and the loop's result has no buffer to be stored from.
# ConvertTensorToTileOps reports it instead of returning w's initial contents.
import pypto.language as pl


@pl.program
class LoopCarryKind:
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
