# ptoc: run --in 0=iota --in 1=const:0.5 --print 2
# A loop whose body reads the tensor it carries into Vec (the add's operand) and yields a
# matmul's Acc tile carries a Vec tile: each trip's Acc result is moved to Vec, which on
# a Cube + Vector split crosses the pipe, and the popped tile is copied into the carry's
# buffer before its slot is freed (the pop alone would leave the carry at w's initial
# contents).  w[r][c] = 16r + c and b = 0.5: (w + 1) @ b makes every element of row r
# half its row's sum, so w = 128r + 68 after one trip and 1024r + 552 after two, and
# out = 10 * that = 10240r + 5520 (row 0: 5520, row 1: 15760).
import pypto.language as pl


@pl.program
class LoopCarryVecMatmul:
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
