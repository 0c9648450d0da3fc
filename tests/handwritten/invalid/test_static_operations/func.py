# tests/ut/language/parser/test_static_operations.py::TestStaticPrint::test_static_print_no_args_error (rejected by the reference parser)
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    pl.static_print()
    return x
