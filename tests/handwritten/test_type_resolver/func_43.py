# tests/ut/language/parser/test_type_resolver.py::TestLayoutIntegration::test_parametrized_layout (hand-written)
import pypto.language as pl

layout = pl.ND


@pl.function
def func(
    x: pl.Tensor[[64, 128], pl.FP16, layout],
) -> pl.Tensor[[64, 128], pl.FP16, layout]:
    return x
