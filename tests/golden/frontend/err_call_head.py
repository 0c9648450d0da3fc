# ptoc: parse
# A called dotted name right after `=` (pl.NAME(, pl.tile.NAME(, self.NAME()
# is reported with the spans of the name as written; a yield statement's
# span ends at `pl`.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        u = pl.tile.nope(t, t)
        v = pl.yield_(t)
        w = self.missing(t)
        y = pl.nothere.deep.name(t)
        z = pl.add(t)
        a = pl.cond(1)
        b = pl.yield_
        c = pl.add (t, t)
        e = pl.FP32(3)
        for i, (acc,) in pl.range(4, init_values=(t,)):
            n: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, acc)
            o: pl.Tile[[16, 64], pl.FP32] = pl.yield_(n, n)
        return x
