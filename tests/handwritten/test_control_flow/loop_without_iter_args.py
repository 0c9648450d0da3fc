# tests/ut/language/parser/test_control_flow.py::TestComplexControlFlow::test_loop_without_iter_args (hand-written)
import pypto.language as pl


@pl.function
def loop_without_iter_args(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = x
    for i in pl.range(3):
        if i > 0:
            temp = pl.mul(result, 2.0)
            result = temp
        else:
            temp = pl.add(result, 1.0)
            result = temp
    return result
