# tests/ut/language/parser/test_tuple_syntax.py::TestTupleRoundTrip::test_tuple_in_operations (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Scalar[pl.INT64], y: pl.Scalar[pl.INT64]):
    my_tuple = (x, y)
    # Access tuple elements
    first = my_tuple[0]
    second = my_tuple[1]
    # Store them for verification
    _first = first
    _second = second
