# ptoc: parse
import pypto.language as pl

@pl.program
class W:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t = pl.load(a, [0, 48], [32, 32])
        u = pl.load(a, [48, 0], [32, 32], clamp=True)
        ok = pl.load(a, [32, 32], [32, 32])
        out = pl.store(ok, [40, 0], out)
        return out
