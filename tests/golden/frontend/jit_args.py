# ptoc: print
# @pl.jit.incore(level=...) is taken as @pl.function(type=InCore, level=...) is (the kind
# fixes the level); @pl.jit(auto_scope=False) leaves the entry's runtime scopes to the
# author (the Runtime Scopes page: the entry and .inline take auto_scope=).
import pypto.language as pl


@pl.jit.incore(level=pl.Level.CORE_GROUP)
def k(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]):
    out[:] = pl.add(x, x)
    return out


@pl.jit(auto_scope=False)
def e(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]):
    out = k(x, out)
    return out
