# tests/ut/language/parser/test_static_operations.py::TestStaticAssert::test_static_assert_no_ir_generated (hand-written)
import pypto.language as pl


@pl.function
def without_assert(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result
