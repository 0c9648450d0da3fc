# tests/ut/language/parser/test_control_flow.py::TestScalarRange::test_scalar_range_with_iter_args (hand-written)
import pypto.language as pl


@pl.function
def scalar_range_iter(
    n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]
) -> pl.Tensor[[64], pl.FP32]:
    init: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
    for i, (acc,) in pl.range(n, init_values=(init,)):
        new_acc: pl.Tensor[[64], pl.FP32] = pl.add(acc, x)
        result = pl.yield_(new_acc)
    return result
