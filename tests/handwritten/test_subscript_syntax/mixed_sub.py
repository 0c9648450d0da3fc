# tests/ut/language/parser/test_subscript_syntax.py::TestTensorSubscript::test_tensor_mixed_subscript (hand-written)
import pypto.language as pl


@pl.function
def mixed_sub(
    A: pl.Tensor[[64, 128], pl.FP32],
) -> pl.Tensor[[16, 1], pl.FP32]:
    return A[0:16, 0]
