# tests/ut/language/parser/test_subscript_syntax.py::TestTensorSubscript::test_tensor_subscript_wrong_rank (rejected by the reference parser)
import pypto.language as pl


@pl.function
def bad_rank(
    A: pl.Tensor[[64, 128], pl.FP32],
) -> pl.Tensor[[64, 128], pl.FP32]:
    return A[0]
