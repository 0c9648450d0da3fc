# tests/ut/language/parser/test_subscript_syntax.py::TestTensorSubscript::test_tensor_slice_open_end (hand-written)
import pypto.language as pl


@pl.function
def slice_open_end(
    A: pl.Tensor[[64, 128], pl.FP32],
) -> pl.Tensor[[32, 128], pl.FP32]:
    return A[32:, :]
