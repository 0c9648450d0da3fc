# tests/ut/language/parser/test_func_attr.py::TestEquivalenceWithDecoratorForm::test_static_attr_matches_decorator_spelling (hand-written)
import pypto.language as pl


@pl.program
class Decorator:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        out[0:64] = x[0:64]
