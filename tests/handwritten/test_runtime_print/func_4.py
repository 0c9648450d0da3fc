# tests/ut/language/parser/test_runtime_print.py::TestRuntimePrintTensor::test_runtime_print_tensor_creates_eval_stmt (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    pl.runtime_print(x)
    return x
