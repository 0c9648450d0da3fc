# tests/ut/language/parser/test_static_operations.py::TestStaticPrint::test_static_print_const (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    pl.static_print(42)
    return x
