# tests/ut/ir/parser/test_at_optimizations.py::test_split_on_non_core_group_errors (rejected by the reference parser)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.HOST, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
        y = pl.add(x, x)
    return y
