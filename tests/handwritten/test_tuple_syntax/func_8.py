# tests/ut/language/parser/test_tuple_syntax.py::TestTupleRoundTrip::test_create_and_access_tuple (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Scalar[pl.INT64], y: pl.Scalar[pl.FP32]):
    my_tuple = (x, y)
    _first = my_tuple[0]
    _second = my_tuple[1]
