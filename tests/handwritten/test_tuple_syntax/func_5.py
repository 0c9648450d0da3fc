# tests/ut/language/parser/test_tuple_syntax.py::TestTupleLiteralParsing::test_parse_singleton_tuple (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Scalar[pl.INT64]):
    _ = (x,)
