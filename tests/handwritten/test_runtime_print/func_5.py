# tests/ut/language/parser/test_runtime_print.py::TestRuntimePrintTensor::test_tensor_namespace_runtime_print (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    pl.tensor.runtime_print(x)
    return x
