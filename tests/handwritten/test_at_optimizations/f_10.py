# tests/ut/ir/parser/test_at_optimizations.py::test_fully_qualified_split (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(
        level=pl.Level.CORE_GROUP,
        optimizations=[pl.optimizations.split(pl.SplitMode.UP_DOWN)],
    ):
        y = pl.add(x, x)
    return y
