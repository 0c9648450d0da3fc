K = pl.dynamic("K")
N = pl.dynamic("N")

@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[K, N], pl.FP32, pl.TensorView(stride=[1, K], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
