# ptoc: parse
# auto_scope= on @pl.jit.incore: an outlined kernel has no orchestration body for
# a scope to live in (the Runtime Scopes page).
import pypto.language as pl


@pl.jit.incore(auto_scope=False)
def k(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]):
    out[:] = pl.add(x, x)
    return out


@pl.jit
def e(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]):
    out = k(x, out)
    return out
