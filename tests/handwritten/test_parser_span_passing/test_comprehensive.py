# tests/ut/language/parser/test_parser_span_passing.py::TestParserSpanPassing::test_all_operations_have_valid_spans (hand-written)
import pypto.language as pl


@pl.function
def test_comprehensive(
    x: pl.Tensor[[64], pl.FP32],
    y: pl.Tensor[[64], pl.FP32],
) -> pl.Tensor[[64], pl.FP32]:
    a: pl.Tensor[[64], pl.FP32] = pl.op.tensor.add(x, y)  # current_line + 7
    b: pl.Tensor[[64], pl.FP32] = pl.op.tensor.sub(a, 1.0)  # current_line + 8
    c: pl.Tensor[[64], pl.FP32] = pl.op.tensor.mul(b, 2.0)  # current_line + 9
    d: pl.Tensor[[64], pl.FP32] = pl.op.tensor.div(c, 3.0)  # current_line + 10
    e: pl.Tensor[[64], pl.FP32] = pl.op.tensor.exp(d)  # current_line + 11
    return e
