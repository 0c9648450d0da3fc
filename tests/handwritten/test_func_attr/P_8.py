# tests/ut/language/parser/test_func_attr.py::TestEquivalenceWithDecoratorForm::test_body_and_decorator_attrs_combine (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        out[0:64] = x[0:64]
