# tests/ut/language/parser/test_control_flow.py::TestComplexControlFlow::test_loop_with_if_and_multiple_iter_args (hand-written)
import pypto.language as pl


@pl.function
def complex_flow(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[64], pl.FP32]:
    acc1: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
    acc2: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)

    for i, (a1, a2) in pl.range(10, init_values=(acc1, acc2)):
        if i == 0:
            new1: pl.Tensor[[64], pl.FP32] = pl.mul(a1, 2.0)
            new2: pl.Tensor[[64], pl.FP32] = pl.mul(a2, 3.0)
            val1, val2 = pl.yield_(new1, new2)
        else:
            val1, val2 = pl.yield_(a1, a2)

        out1, out2 = pl.yield_(val1, val2)

    return out1
