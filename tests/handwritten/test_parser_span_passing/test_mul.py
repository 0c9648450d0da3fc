# tests/ut/language/parser/test_parser_span_passing.py::TestParserSpanPassing::test_parser_passes_span_to_tensor_mul (hand-written)
import pypto.language as pl


@pl.function
def test_mul(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    y: pl.Tensor[[64], pl.FP32] = pl.op.tensor.mul(x, 2.0)  # Line current_line + 4
    return y
