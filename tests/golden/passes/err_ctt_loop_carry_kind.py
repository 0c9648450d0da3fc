# ptoc: compile --backend 910B
# The loop rebinds w to a matmul whose operands are both windows of w: the left one read
# into Vec with a valid shape of 8 rows, the right one into Mat.  The matmul's result
# keeps the left operand's 8 valid rows, so the tile the body yields has another type
# than w loaded into a carried tile: the tensor result has no buffer the tile is stored
# into, and ConvertTensorToTileOps reports it at the loop instead of returning w's
# initial contents.  (Full windows read into both memories:
# tests/golden/exec/loop_carry_vec_mat_numbers.py.)
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
                w = pl.matmul(pl.add(pl.slice(w, [16, 16], [0, 0], valid_shape=[8, 16]), 1.0), pl.slice(w, [16, 16], [0, 0]))
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
