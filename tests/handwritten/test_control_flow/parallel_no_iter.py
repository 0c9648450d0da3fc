# tests/ut/language/parser/test_control_flow.py::TestParallelForLoops::test_parallel_for_loop_without_iter_args (hand-written)
import pypto.language as pl


@pl.function
def parallel_no_iter(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = x
    for i in pl.parallel(3):
        temp = pl.mul(result, 2.0)
        result = temp
    return result
