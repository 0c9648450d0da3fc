# tests/ut/language/parser/test_control_flow.py::TestScalarRange::test_scalar_parallel_range (hand-written)
import pypto.language as pl


@pl.function
def scalar_parallel(n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    for i in pl.parallel(n):
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return y
