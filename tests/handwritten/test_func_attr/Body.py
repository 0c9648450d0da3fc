# tests/ut/language/parser/test_func_attr.py::TestEquivalenceWithDecoratorForm::test_static_attr_matches_decorator_spelling (hand-written)
import pypto.language as pl


@pl.program
class Body:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        out[0:64] = x[0:64]
