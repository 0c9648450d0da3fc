@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pld.DistributedTensor[[4, 8], pl.FP32, pl.MemRef("win"), pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
