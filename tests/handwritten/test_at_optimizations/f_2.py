# tests/ut/ir/parser/test_at_optimizations.py::test_parse_optimizations_split_only_left_right (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.LEFT_RIGHT)]):
        y = pl.add(x, x)
    return y
