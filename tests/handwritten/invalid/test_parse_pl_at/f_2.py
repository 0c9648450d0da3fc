# tests/ut/ir/parser/test_parse_pl_at.py::test_parse_pl_at_unknown_kwarg (rejected by the reference parser)
import pypto.language as pl


@pl.function
def f(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.HOST, bogus=42):
        y = pl.add(x, x)
    return y
