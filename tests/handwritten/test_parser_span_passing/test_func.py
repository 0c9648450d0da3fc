# tests/ut/language/parser/test_parser_span_passing.py::TestParserSpanPassing::test_parser_passes_span_to_tensor_add (hand-written)
import pypto.language as pl


@pl.function
def test_func(
    x: pl.Tensor[[64], pl.FP32],
    y: pl.Tensor[[64], pl.FP32],
) -> pl.Tensor[[64], pl.FP32]:
    z: pl.Tensor[[64], pl.FP32] = pl.op.tensor.add(x, y)  # Line current_line + 7
    return z
