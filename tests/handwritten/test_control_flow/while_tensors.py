# tests/ut/language/parser/test_control_flow.py::TestWhileLoops::test_while_loop_with_tensors (hand-written)
import pypto.language as pl


@pl.function
def while_tensors(n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    i: pl.Scalar[pl.INT64] = 0
    acc: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
    while i < n:
        i = i + 1
        acc = pl.add(acc, x)
    return acc
