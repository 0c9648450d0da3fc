# tests/ut/language/parser/test_subscript_syntax.py::TestTensorSubscript::test_tensor_subscript_step_error (rejected by the reference parser)
import pypto.language as pl


@pl.function
def bad_step(
    A: pl.Tensor[[64, 128], pl.FP32],
) -> pl.Tensor[[8, 128], pl.FP32]:
    return A[0:16:2, :]
