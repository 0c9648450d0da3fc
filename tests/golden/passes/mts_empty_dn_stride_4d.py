# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_empty_dn_stride_4d.expected.py
# [2, 3, 4, 8] DN: stride[2]=1, stride[3]=4, stride[1]=4*8, stride[0]=32*3
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, b: pl.Tensor[[2, 3, 4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
