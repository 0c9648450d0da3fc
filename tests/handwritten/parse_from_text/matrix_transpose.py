# examples/ir_parser/parse_from_text.py::example_load_from_file (hand-written)
import pypto.language as pl


@pl.function
def matrix_transpose(x: pl.Tensor[[64, 128], pl.FP16]) -> pl.Tensor[[128, 64], pl.FP16]:
    # Example: simplified transpose operation
    result: pl.Tensor[[128, 64], pl.FP16] = pl.view(x, [128, 64], [1, 0])
    return result
