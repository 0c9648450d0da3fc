# ptoc: print
import pypto.language as pl

@pl.program
class Attrs:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True, "split": pl.SplitMode.UP_DOWN})
        return x
    @pl.function(type=pl.FunctionType.Opaque, external_source="kernels/k.cpp")
    def ext(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        ...
