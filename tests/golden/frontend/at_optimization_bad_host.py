# ptoc: parse
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.HOST, optimization=pl.chunked_loop_optimizer):
            y = pl.add(x, x)
    return x
