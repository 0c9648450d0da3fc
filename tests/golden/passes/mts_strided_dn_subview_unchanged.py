# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_strided_dn_subview_unchanged.py
# [2, 4] DN with the non-packed explicit stride=[1, 8]: explicit strides are never rewritten
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[2, 4], pl.FP32, pl.TensorView(stride=[1, 8], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
