# examples/ir_parser/parse_from_text.py::example_serialization (hand-written)
import pypto.language as pl


@pl.function
def simple_add(x: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
    result: pl.Tensor[[32], pl.FP32] = pl.add(x, 1.0)
    return result
