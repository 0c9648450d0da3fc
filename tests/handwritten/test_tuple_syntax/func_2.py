# tests/ut/language/parser/test_tuple_syntax.py::TestTupleLiteralParsing::test_parse_tuple_with_two_elements (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[10], pl.FP32], y: pl.Scalar[pl.INT64]):
    _ = (x, y)
