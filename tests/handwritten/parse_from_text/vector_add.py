# examples/ir_parser/parse_from_text.py::example_parse_from_string (hand-written)
import pypto.language as pl


@pl.function
def vector_add(
    x: pl.Tensor[[128], pl.FP32],
    y: pl.Tensor[[128], pl.FP32],
) -> pl.Tensor[[128], pl.FP32]:
    result: pl.Tensor[[128], pl.FP32] = pl.add(x, y)
    return result
