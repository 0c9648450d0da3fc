# ptoc: compile --backend 910B
# A tile of 2^62 FP32 elements is 2^64 bytes: the size wrapped to 0 and passed the capacity
# check.  Sizes are checked: it has more bytes than any memory, reported at the tile.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[2147483648, 2147483648], pl.FP32] = pl.tile.full([2147483648, 2147483648], dtype=pl.FP32, value=1.0)
        u: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=2.0)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.store(u, [0, 0], c)
        return r
