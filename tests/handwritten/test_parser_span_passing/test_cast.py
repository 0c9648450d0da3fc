# tests/ut/language/parser/test_parser_span_passing.py::TestParserSpanPassing::test_parser_passes_span_to_cast (hand-written)
import pypto.language as pl


@pl.function
def test_cast(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP16]:
    y: pl.Tensor[[64], pl.FP16] = pl.op.tensor.cast(x, target_type=pl.FP16)  # current_line + 4
    return y
