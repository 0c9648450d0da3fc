# ptoc: compile --backend 910B
# The loop rebinds w to a matmul of a Vec computation on a slice of w: the body yields the
# matmul's Acc tile and reads w into Vec (the add's operand).  Carrying a tile in Acc needs
# w loaded into Acc, which no load does on A2/A3, and a move out of Acc does not give a Vec
# tile of the type w loads into (so no Vec carry either): the tensor result has no buffer
# the tile is stored into, and
# ConvertTensorToTileOps reports it instead of returning w's initial contents.  (A body
# that reads w as the matmul operand itself carries a Mat tile:
# tests/golden/exec/loop_carry_matmul_numbers.py.)
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
                w = pl.matmul(pl.add(pl.slice(w, [16, 16], [0, 0]), 1.0), b)
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
