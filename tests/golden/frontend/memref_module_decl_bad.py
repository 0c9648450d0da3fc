# ptoc: parse
# A module-level pl.MemRef takes its allocation's name (a string) or is named by the name it is
# bound to; no other argument but slots=N, and its name stands in a tile type only, not as a value.
import pypto.language as pl

NAMED = pl.MemRef("buf", 2)
PAIR = pl.MemRef(slots=2)


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, PAIR[0], pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        u = PAIR
        return pl.store(t, [0, 0], output)
