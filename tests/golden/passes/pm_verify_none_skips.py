# ptoc: opt --passes=materialize_tensor_strides --verify=none
# with --verify=none the same program passes (nothing is verified)
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[4, 64], pl.FP16, pl.TensorView(stride=[1], layout=pl.TensorLayout.ND)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
