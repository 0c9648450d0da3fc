# ptoc: compile --backend 910B
# The loop carries w as a Vec tile (its left window is read by the add) and reads an
# [8, 16] window of it as the matmul's right operand: that window is moved from the
# carry into Mat, across the pipe on a Cube + Vector split.  An fp32 Mat tile is a whole
# number of 16x8 fractal boxes, and 8 rows is not: the popped tile is reported at the
# read, as a load of that window into Mat is, instead of a kernel that reads no data.
import pypto.language as pl


@pl.program
class LoopCarryMatWindowBox:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                w = pl.matmul(pl.add(pl.slice(w, [16, 8], [0, 0]), 1.0), pl.slice(w, [8, 16], [8, 0]))
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
