# ptoc: parse
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP):
        for i, (a,) in pl.range(8, init_values=(x,), chunk=4):
            y = pl.add(x, x)
    return x
