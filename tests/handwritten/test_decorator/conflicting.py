# tests/ut/language/parser/test_decorator.py::TestExternalFunctionCalls::test_naming_conflict_with_internal_raises_error (hand-written)
import pypto.language as pl


@pl.function
def conflicting(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result
