# tests/ut/language/parser/test_type_resolver.py::TestLayoutIntegration::test_function_mixed_layout_and_no_layout (hand-written)
import pypto.language as pl


@pl.function
def func(
    a: pl.Tensor[[64, 128], pl.FP16, pl.NZ],
    b: pl.Tensor[[64, 128], pl.FP16],
) -> pl.Tensor[[64, 128], pl.FP16]:
    return a
