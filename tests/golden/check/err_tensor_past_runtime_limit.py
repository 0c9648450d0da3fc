# ptoc: check --backend 910B
# A tensor of 2^32 x 128 FP32 (2 TiB) cannot be run on the CPU: a clear error at the
# parameter, not "internal error: out of memory".
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[4294967296, 128], pl.FP32], c: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(a, [0, 0], [16, 128])
        r: pl.Tensor[[16, 128], pl.FP32] = pl.store(t, [0, 0], c)
        return r
