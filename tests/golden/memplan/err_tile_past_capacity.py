# ptoc: compile --backend 910B
# A tile of 2^60 FP32 elements (2^62 bytes) fits in 64 bits and fails the capacity check;
# the placement arithmetic saturates instead of wrapping.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[1073741824, 1073741824], pl.FP32] = pl.tile.full([1073741824, 1073741824], dtype=pl.FP32, value=1.0)
        u: pl.Tile[[16, 16], pl.FP32] = pl.tile.full([16, 16], dtype=pl.FP32, value=2.0)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.store(u, [0, 0], c)
        return r
