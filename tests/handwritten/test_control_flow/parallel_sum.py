# tests/ut/language/parser/test_control_flow.py::TestParallelForLoops::test_simple_parallel_for_loop (hand-written)
import pypto.language as pl


@pl.function
def parallel_sum(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
    init: pl.Tensor[[1], pl.INT32] = pl.create_tensor([1], dtype=pl.INT32)

    for i, (sum_val,) in pl.parallel(10, init_values=(init,)):
        new_sum: pl.Tensor[[1], pl.INT32] = pl.add(sum_val, pl.cast(i, pl.INT32))
        result = pl.yield_(new_sum)

    return result
