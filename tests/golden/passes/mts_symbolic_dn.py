# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_symbolic_dn.expected.py
# [K, N] DN with dynamic dims -> stride=[1, K] (the symbol, not a number)
K = pl.dynamic("K")
N = pl.dynamic("N")

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[K, N], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
