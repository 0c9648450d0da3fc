# ptoc: opt --passes=materialize_tensor_strides
# ptoc knows no packed strides for the MX layouts: the pass leaves the view implicit and the
# TensorViewCanonical verifier run after it names the pass, the property and the annotation
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[4, 64], pl.FP16, pl.TensorView(stride=[], layout=pl.TensorLayout.MX_A_ZZ)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
