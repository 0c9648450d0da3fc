# tests/ut/language/parser/test_type_resolver.py::TestLayoutIntegration::test_function_with_dn_layout_warns (hand-written)
import pypto.language as pl


@pl.function
def func(
    x: pl.Tensor[[16, 1], pl.FP16, pl.DN],
) -> pl.Tensor[[16, 1], pl.FP16, pl.DN]:
    return x
