# tests/ut/language/parser/test_subscript_syntax.py::TestTensorSubscript::test_tensor_subscript_variable_indices (hand-written)
import pypto.language as pl


@pl.function
def read_var(
    A: pl.Tensor[[64, 128], pl.FP32],
    i: pl.Scalar[pl.INDEX],
    j: pl.Scalar[pl.INDEX],
) -> pl.Scalar[pl.FP32]:
    return A[i, j]
