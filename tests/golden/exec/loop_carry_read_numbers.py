# ptoc: run --in 0=iota --print 1
# The loop reads one element of the tensor it carries (pl.read, kept a tensor op on a GM
# tensor) and yields a tile computed from a slice of it: the carry becomes a tile loaded
# from w before the loop, the slice a view of it and the read a pl.tile.read of the
# carried tile, so each trip reads the value the previous trip computed.
# w[r][c] = 64r + c: trip 1 reads w[0][1] = 1 and adds it, trip 2 reads 1 + 1 = 2 and
# adds it, so out = 10 * (w + 3) = 640r + 10c + 30 (row 0: 30 40 50 ...).  Reading w's
# initial contents in trip 2 would give 10 * (w + 2).
import pypto.language as pl


@pl.program
class LoopCarryRead:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                s = pl.read(w, [0, 1])
                w = pl.add(pl.slice(w, [16, 64], [0, 0]), s)
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out
