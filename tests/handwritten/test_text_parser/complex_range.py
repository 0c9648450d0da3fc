# tests/ut/language/parser/test_text_parser.py::TestScalarRangeRoundTrip::test_scalar_range_complex_expression_text_parse (hand-written)
import pypto.language as pl


@pl.function
def complex_range(
    n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]
) -> pl.Tensor[[64], pl.FP32]:
    for i in pl.range(0, n * 2 + 1, 1):
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return y
