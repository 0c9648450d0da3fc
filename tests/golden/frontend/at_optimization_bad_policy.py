# ptoc: parse
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP):
        for i in pl.range(8, chunk=4, chunk_policy="aligned"):
            y = pl.add(x, x)
    return x
