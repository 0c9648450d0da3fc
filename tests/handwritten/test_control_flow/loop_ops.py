# tests/ut/language/parser/test_control_flow.py::TestForLoops::test_for_loop_with_operations (hand-written)
import pypto.language as pl


@pl.function
def loop_ops(x: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
    init: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor([64, 128], dtype=pl.FP32)

    for i, (acc,) in pl.range(4, init_values=(init,)):
        temp: pl.Tensor[[64, 128], pl.FP32] = pl.add(acc, x)
        result = pl.yield_(temp)

    return result
