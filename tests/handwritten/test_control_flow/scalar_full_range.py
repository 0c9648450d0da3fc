# tests/ut/language/parser/test_control_flow.py::TestScalarRange::test_scalar_param_as_start_stop_step (hand-written)
import pypto.language as pl


@pl.function
def scalar_full_range(
    n: pl.Scalar[pl.INT64],
    s: pl.Scalar[pl.INT64],
    x: pl.Tensor[[64], pl.FP32],
) -> pl.Tensor[[64], pl.FP32]:
    for i in pl.range(0, n, s):
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return y
