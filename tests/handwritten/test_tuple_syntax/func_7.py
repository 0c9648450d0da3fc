# tests/ut/language/parser/test_tuple_syntax.py::TestTupleSubscriptParsing::test_parse_nested_subscript (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Scalar[pl.INT64], y: pl.Scalar[pl.FP32]):
    inner = (x, x)
    nested = (inner, y)
    _first = nested[0]
    _inner_second = nested[0][1]
