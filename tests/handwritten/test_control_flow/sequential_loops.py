# tests/ut/language/parser/test_control_flow.py::TestComplexControlFlow::test_sequential_loops (hand-written)
import pypto.language as pl


@pl.function
def sequential_loops(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[64], pl.FP32]:
    init: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)

    # First loop
    for i, (acc,) in pl.range(5, init_values=(init,)):
        new_acc: pl.Tensor[[64], pl.FP32] = pl.add(acc, 1.0)
        result1 = pl.yield_(new_acc)

    # Second loop uses output of first
    for j, (acc2,) in pl.range(3, init_values=(result1,)):
        new_acc2: pl.Tensor[[64], pl.FP32] = pl.mul(acc2, 2.0)
        result2 = pl.yield_(new_acc2)

    return result2
