# tests/ut/language/parser/test_parser_span_passing.py::TestParserSpanPassing::test_parser_span_accuracy_multiple_operations (hand-written)
import pypto.language as pl


@pl.function
def test_multi(x: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
    y: pl.Tensor[[32], pl.FP32] = pl.op.tensor.mul(x, 2.0)  # current_line + 4
    z: pl.Tensor[[32], pl.FP32] = pl.op.tensor.add(y, 1.0)  # current_line + 5
    return z
