# tests/ut/ir/parser/test_parse_pl_at.py::test_auto_incore_deprecation_warning (hand-written)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.auto_incore():
        for i in pl.parallel(0, 8, 1, chunk=4):
            x = pl.add(x, x)
    return x
