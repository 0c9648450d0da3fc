# ptoc: parse
# pl.func_attr comes before every other statement, and an attribute is given
# once (decorator attrs= included), as the reference's test_func_attr.py checks.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def late(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        out[0:64] = x[0:64]
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})

    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def twice(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        pl.func_attr({"windowize": True})
        pl.func_attr({"split": pl.SplitMode.LEFT_RIGHT})
        out[0:64] = x[0:64]
