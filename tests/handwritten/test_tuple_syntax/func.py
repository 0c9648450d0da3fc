# tests/ut/language/parser/test_tuple_syntax.py::TestTupleLiteralParsing::test_parse_empty_tuple (hand-written)
import pypto.language as pl


@pl.function
def func():
    _ = ()
