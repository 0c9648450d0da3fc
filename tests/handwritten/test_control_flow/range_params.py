# tests/ut/language/parser/test_control_flow.py::TestForLoops::test_for_loop_with_range_params (hand-written)
import pypto.language as pl


@pl.function
def range_params(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
    init: pl.Tensor[[1], pl.INT32] = pl.create_tensor([1], dtype=pl.INT32)

    for i, (acc,) in pl.range(0, 10, 2, init_values=(init,)):
        new_acc: pl.Tensor[[1], pl.INT32] = pl.add(acc, pl.cast(i, pl.INT32))
        result = pl.yield_(new_acc)

    return result
