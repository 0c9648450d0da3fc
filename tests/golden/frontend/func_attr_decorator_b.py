import pypto.language as pl


@pl.program
class Body:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]):
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        pl.func_attr({"windowize": True})
        out[0:64] = x[0:64]
