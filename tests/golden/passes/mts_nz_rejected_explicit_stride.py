# ptoc: opt --passes=materialize_tensor_strides
# NZ on a tensor outside the blocked rank-5 form is rejected by the pass itself (internal error at the annotation)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[4, 8], pl.FP16, pl.TensorView(stride=[8, 1], layout=pl.TensorLayout.NZ)], out: pl.Out[pl.Tensor[[4, 8], pl.FP16]]) -> pl.Tensor[[4, 8], pl.FP16]:
        return out
