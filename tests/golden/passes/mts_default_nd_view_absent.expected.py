@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, d: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
