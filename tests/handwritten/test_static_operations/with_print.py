# tests/ut/language/parser/test_static_operations.py::TestStaticPrint::test_static_print_no_ir_generated (hand-written)
import pypto.language as pl


@pl.function
def with_print(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    pl.static_print(x)
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result
