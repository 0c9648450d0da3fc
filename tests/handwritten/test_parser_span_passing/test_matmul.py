# tests/ut/language/parser/test_parser_span_passing.py::TestParserSpanPassing::test_parser_passes_span_to_matmul (hand-written)
import pypto.language as pl


@pl.function
def test_matmul(
    a: pl.Tensor[[64, 32], pl.FP32],
    b: pl.Tensor[[32, 16], pl.FP32],
) -> pl.Tensor[[64, 16], pl.FP32]:
    c: pl.Tensor[[64, 16], pl.FP32] = pl.op.tensor.matmul(a, b)  # current_line + 7
    return c
