# tests/ut/language/parser/test_type_resolver.py::TestLayoutIntegration::test_function_with_tensor_layout (hand-written)
import pypto.language as pl


@pl.function
def func(
    x: pl.Tensor[[64, 128], pl.FP16, pl.NZ],
) -> pl.Tensor[[64, 128], pl.FP16, pl.NZ]:
    return x
