@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[1, 2, 4, 16, 16], pl.FP16, pl.TensorView(stride=[2048, 1024, 256, 16, 1], layout=pl.TensorLayout.NZ)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
