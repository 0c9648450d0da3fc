# ptoc: opt --passes=materialize_tensor_strides,materialize_tensor_strides --expect {dir}/mts_empty_dn_stride_3d.expected.py
# running the pass twice gives what one run gives
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, b: pl.Tensor[[2, 4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
