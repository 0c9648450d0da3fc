# ptoc: check --backend 910B
# A tensor of 2^40 x 2^40 FP32 has 2^82 bytes: its size wrapped and `check` crashed.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[1099511627776, 1099511627776], pl.FP32], c: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(a, [0, 0], [16, 128])
        r: pl.Tensor[[16, 128], pl.FP32] = pl.store(t, [0, 0], c)
        return r
