# ptoc: run --in 0=iota --in 1=const:0.5 --print 2
# The loop rebinds w to a matmul of a slice of w: the body reads the tensor it carries
# as a matmul operand (a Mat load of a window of w) and yields the matmul's Acc tile.  No
# load puts w into Acc on every core, so the carry is a Mat tile loaded from w before the
# loop, the slice a view of it, and each trip moves its Acc result into Mat.
# w[r][c] = 16r + c and b = 0.5: a trip makes every element of row r half its row's sum,
# so after one trip row r holds 0.5 * (256r + 120) = 128r + 60, after two
# 8 * (128r + 60) = 1024r + 480, and out = 10 * that = 10240r + 4800 (row 0: 4800,
# row 15: 158400).  A loop that returned w's initial contents would print 10 * w, and a
# carry read back transposed would make the rows differ along their columns.
import pypto.language as pl


@pl.program
class LoopCarryMatmul:
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
