# tests/ut/ir/parser/test_at_optimizations.py::test_parse_optimizations_auto_chunk_only (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.auto_chunk]):
        for i in pl.parallel(0, 8, 1, chunk=4, chunk_policy="leading_full"):
            x = pl.add(x, x)
    return x
