M = pl.dynamic("M")
K = pl.dynamic("K")
N = pl.dynamic("N")

@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[M, K, 1, N], pl.FP32, pl.TensorView(stride=[N * K, N, N, 1], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
