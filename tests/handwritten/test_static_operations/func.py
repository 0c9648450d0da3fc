# tests/ut/language/parser/test_static_operations.py::TestStaticPrint::test_static_print_variable (hand-written)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[128, 64], pl.FP16]) -> pl.Tensor[[128, 64], pl.FP16]:
    pl.static_print(x)
    return x
