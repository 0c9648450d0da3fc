# tests/ut/language/parser/test_runtime_print.py::TestRuntimePrintTensor::test_runtime_print_tensor_type_preserved (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[64, 128], pl.FP16]) -> pl.Tensor[[64, 128], pl.FP16]:
    pl.runtime_print(x)
    return x
