# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_symbolic_mul_one.expected.py
# symbolic products stay Mul expressions; x1 is eliminated: [M, K, 1, N] ND -> [K * N, N, N, 1]
M = pl.dynamic("M")
K = pl.dynamic("K")
N = pl.dynamic("N")

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[M, K, 1, N], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
