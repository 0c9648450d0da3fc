# ptoc: compile --backend 910B
# The loop rebinds w to a matmul whose operands are both windows of w: the left one read
# into Vec (the add's operand), the right one into Mat (the matmul's).  A carried tile
# has one memory, and the body wants w in two, so the carry would be the matmul's Acc
# tile, which nothing loads w into on A2/A3: the tensor result has no buffer the tile is
# stored into, and ConvertTensorToTileOps reports it instead of returning w's initial
# contents.  (Reads in Vec only carry a Vec tile:
# tests/golden/exec/loop_carry_vec_matmul_numbers.py; in Mat only a Mat tile:
# tests/golden/exec/loop_carry_matmul_numbers.py.)
import pypto.language as pl


@pl.program
class LoopCarryKind:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                w = pl.matmul(pl.add(pl.slice(w, [16, 16], [0, 0]), 1.0), pl.slice(w, [16, 16], [0, 0]))
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
