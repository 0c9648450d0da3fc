# tests/ut/language/parser/test_func_attr.py::TestDeprecation::test_empty_decorator_attrs_do_not_warn (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, attrs={})
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        out[0:64] = x[0:64]
