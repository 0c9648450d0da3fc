# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_empty_dn_stride_2d.expected.py
# [4, 8] DN with stride=[] -> stride=[1, 4]
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
