# tests/ut/language/parser/test_decorator.py::TestExternalFunctionControlFlow::test_external_called_in_caller_for_loop (hand-written)
import pypto.language as pl


@pl.function
def step(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result
