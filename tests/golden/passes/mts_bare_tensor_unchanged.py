# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_bare_tensor_unchanged.py
# a tensor without a view is left as it is
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[8, 16], pl.FP32], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
