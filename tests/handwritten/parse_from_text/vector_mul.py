# examples/ir_parser/parse_from_text.py::example_parse_without_import (hand-written)
import pypto.language as pl


@pl.function
def vector_mul(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.mul(x, 2.0)
    return result
