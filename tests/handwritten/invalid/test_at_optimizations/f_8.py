# tests/ut/ir/parser/test_at_optimizations.py::test_auto_chunk_on_non_core_group_errors (rejected by the reference parser)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.HOST, optimizations=[pl.auto_chunk]):
        y = pl.add(x, x)
    return y
