# tests/ut/language/parser/test_control_flow.py::TestIfStatements::test_if_yield_type_inferred_from_expression (hand-written)
import pypto.language as pl


@pl.function
def if_with_unannotated_yield(
    x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]
) -> pl.Tensor[[64], pl.FP32]:
    if n == 0:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        z = pl.yield_(y)  # No annotation - should infer Tensor[[64], FP32]
    else:
        y2: pl.Tensor[[64], pl.FP32] = pl.mul(x, x)
        z = pl.yield_(y2)
    return z
