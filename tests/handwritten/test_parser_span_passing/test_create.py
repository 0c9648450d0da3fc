# tests/ut/language/parser/test_parser_span_passing.py::TestParserSpanPassing::test_parser_passes_span_to_tensor_create (hand-written)
import pypto.language as pl


@pl.function
def test_create() -> pl.Tensor[[64, 32], pl.FP32]:
    x: pl.Tensor[[64, 32], pl.FP32] = pl.op.tensor.create([64, 32], dtype=pl.FP32)  # current_line + 4
    return x
