# ptoc: compile --backend 910B
# The loop reads all of w (the add's operand) and so carries it as a Vec tile, and yields
# a matmul's Acc result whose valid shape is the Mat window's 8 columns: a move takes an
# Acc tile into Vec but keeps its valid shape, so no move gives the carry's type and
# ConvertTensorToTileOps reports it at the loop (a full window is moved into the carry:
# tests/golden/exec/loop_carry_vec_mat_numbers.py).
import pypto.language as pl


@pl.program
class LoopCarryTileMem:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                w = pl.matmul(pl.add(w, 1.0), pl.slice(w, [16, 16], [0, 0], valid_shape=[16, 8]))
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
