# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_default_nd_view_absent.expected.py
# TensorView(stride=[], layout=ND) alone is the default view: canonically absent, nothing to fill
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, d: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
