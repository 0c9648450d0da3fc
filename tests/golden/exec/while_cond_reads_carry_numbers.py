# ptoc: run --in 0=iota --print 1
# A while loop whose condition reads the tensor it carries, and whose body turns that
# tensor into a tile.  The condition's read is a call FlattenCallExpr takes out of the
# condition: computed once before the loop it would test w's initial contents forever
# (and read the loop's iter arg where it has no value), so it is carried by the loop
# instead, read from the init before the loop and from the new value at the end of each
# trip; ConvertTensorToTileOps then reads the carried tile (pl.tile.read).
# w[r][c] = 64r + c: w[0][1] is 1, so the loop runs while it is below 5, four trips,
# and out = 10 * (w + 4) = 640r + 10c + 40 (row 0: 40 50 60 ...).
import pypto.language as pl


@pl.program
class WhileCondReadsCarry:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            while pl.read(w, [0, 1]) < 5.0:
                w = pl.add(w, 1.0)
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
