# tests/ut/language/parser/test_control_flow.py::TestForLoops::test_for_loop_multiple_iter_args (hand-written)
import pypto.language as pl


@pl.function
def multi_iter(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
    init1: pl.Tensor[[1], pl.INT32] = pl.create_tensor([1], dtype=pl.INT32)
    init2: pl.Tensor[[1], pl.INT32] = pl.create_tensor([1], dtype=pl.INT32)

    for i, (val1, val2) in pl.range(5, init_values=(init1, init2)):
        new1: pl.Tensor[[1], pl.INT32] = pl.add(val1, pl.cast(i, pl.INT32))
        new2: pl.Tensor[[1], pl.INT32] = pl.mul(val2, 2)
        out1, out2 = pl.yield_(new1, new2)

    return out1
