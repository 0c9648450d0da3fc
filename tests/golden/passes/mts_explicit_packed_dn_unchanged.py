# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_explicit_packed_dn_unchanged.py
# explicit stride=[1, 4] DN is left as it is
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
