# ptoc: equal {} {dir}/func_attr_decorator_b.py
# `@pl.function(attrs={...})` and pl.func_attr in the body prologue build the
# same function (the reference's test_func_attr.py: Body equals Decorator), and
# attributes of both, and of several calls, merge.
import pypto.language as pl


@pl.program
class Decorator:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        pl.func_attr({"windowize": True})
        out[0:64] = x[0:64]
