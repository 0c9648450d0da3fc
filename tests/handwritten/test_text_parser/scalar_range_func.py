# tests/ut/language/parser/test_text_parser.py::TestScalarRangeRoundTrip::test_scalar_range_text_parse (hand-written)
import pypto.language as pl


@pl.function
def scalar_range_func(
    n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]
) -> pl.Tensor[[64], pl.FP32]:
    for i in pl.range(n):
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return y
