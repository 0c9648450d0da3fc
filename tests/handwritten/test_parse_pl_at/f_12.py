# tests/ut/ir/parser/test_parse_pl_at.py::test_incore_deprecation_warning (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.incore():
        y = pl.add(x, x)
    return y
