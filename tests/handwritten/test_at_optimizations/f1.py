# tests/ut/ir/parser/test_at_optimizations.py::test_parse_optimizations_order_independent (hand-written)
import pypto.language as pl


@pl.function
def f1(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(
        level=pl.Level.CORE_GROUP,
        optimizations=[pl.auto_chunk, pl.split(pl.SplitMode.LEFT_RIGHT)],
    ):
        for i in pl.parallel(0, 8, 1, chunk=4, chunk_policy="leading_full"):
            x = pl.add(x, x)
    return x
