# ptoc: run --in 0=iota --in 1=const:0.5 --print 2
# An accumulator carried by a loop whose body reads it back as a matmul operand: acc is
# the Acc tile of a matmul before the loop, and each trip multiplies it again.  No move
# takes an Acc tile to the cube's operand memories but to Mat, so the operand is a Mat
# copy of the carry (then moved to Left), not a move from Acc to Left that no core has.
# x[r][c] = 16r + c and b = 0.5: a matmul by b makes every element of row r half its
# row's sum, so acc = 128r + 60 before the loop, 1024r + 480 after one trip,
# 8192r + 3840 after two, and out = 10 * that = 81920r + 38400 (row 0: 38400).
import pypto.language as pl


@pl.program
class LoopCarryAccOperand:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.matmul(x, b)
            for i in pl.range(2):
                acc = pl.matmul(acc, b)
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(acc, 10.0), [0, 0])
        return out
