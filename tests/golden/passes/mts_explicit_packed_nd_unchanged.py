# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_explicit_packed_nd_unchanged.py
# explicit stride=[16, 1] ND is left as it is
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(stride=[16, 1], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
