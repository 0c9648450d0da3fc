# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_distributed_preserves_metadata.expected.py
# a DistributedTensor [4, 8] DN, empty stride, pad=zero, with a MemRef stays distributed with its MemRef and pad; stride=[1, 4]
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pld.DistributedTensor[[4, 8], pl.FP32, pl.MemRef("win"), pl.TensorView(stride=[], layout=pl.TensorLayout.DN, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
