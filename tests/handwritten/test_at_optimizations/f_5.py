# tests/ut/ir/parser/test_at_optimizations.py::test_parse_optimizations_empty_list_is_plain_incore (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.CORE_GROUP, optimizations=[]):
        y = pl.add(x, x)
    return y
