# ptoc: compile --backend 910B
# The loop rebinds w to a matmul of a slice of w: the body yields the matmul's
# Acc tile, and the slice is a Mat load (matmul's operand) that no window of an
# Acc tile gives, so the carry cannot become a tile and the tensor result has no
# buffer the tile is stored into.  ConvertTensorToTileOps reports it instead of
# returning w's initial contents.
import pypto.language as pl


@pl.program
class LoopCarryKind:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                w = pl.matmul(pl.slice(w, [16, 16], [0, 0]), b)
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
