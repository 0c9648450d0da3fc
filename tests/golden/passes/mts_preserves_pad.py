# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_preserves_pad.expected.py
# [8, 16] ND stride=[] pad=zero -> stride=[16, 1], pad kept
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, c: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
