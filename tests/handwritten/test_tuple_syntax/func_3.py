# tests/ut/language/parser/test_tuple_syntax.py::TestTupleLiteralParsing::test_parse_tuple_with_constants (hand-written)
import pypto.language as pl


@pl.function
def func():
    _ = (1, 2, 3)
