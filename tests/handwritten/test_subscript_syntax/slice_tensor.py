# tests/ut/language/parser/test_subscript_syntax.py::TestTensorSubscript::test_tensor_slice_via_subscript (hand-written)
import pypto.language as pl


@pl.function
def slice_tensor(
    A: pl.Tensor[[64, 128], pl.FP32],
) -> pl.Tensor[[16, 128], pl.FP32]:
    return A[0:16, :]
