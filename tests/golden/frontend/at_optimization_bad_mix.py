# ptoc: parse
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.auto_chunk], split=pl.SplitMode.UP_DOWN):
            y = pl.add(x, x)
    return x
