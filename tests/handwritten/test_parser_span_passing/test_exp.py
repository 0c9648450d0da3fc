# tests/ut/language/parser/test_parser_span_passing.py::TestParserSpanPassing::test_parser_passes_span_to_exp (hand-written)
import pypto.language as pl


@pl.function
def test_exp(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    y: pl.Tensor[[64], pl.FP32] = pl.op.tensor.exp(x)  # current_line + 4
    return y
