# tests/ut/language/parser/test_control_flow.py::TestScalarRange::test_scalar_complex_expression_as_stop (hand-written)
import pypto.language as pl


@pl.function
def scalar_complex_expr(
    n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]
) -> pl.Tensor[[64], pl.FP32]:
    for i in pl.range(n * 2 + 1):
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return y
