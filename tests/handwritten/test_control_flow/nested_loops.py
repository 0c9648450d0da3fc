# tests/ut/language/parser/test_control_flow.py::TestForLoops::test_nested_for_loops (hand-written)
import pypto.language as pl


@pl.function
def nested_loops(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
    init: pl.Tensor[[1], pl.INT32] = pl.create_tensor([1], dtype=pl.INT32)

    for i, (outer,) in pl.range(3, init_values=(init,)):
        for j, (inner,) in pl.range(2, init_values=(outer,)):
            new_inner: pl.Tensor[[1], pl.INT32] = pl.add(inner, 1)
            inner_out = pl.yield_(new_inner)

        outer_out = pl.yield_(inner_out)

    return outer_out
