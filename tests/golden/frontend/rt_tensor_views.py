# ptoc: print
import pypto.language as pl

@pl.program
class Views:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[16, 64], pl.FP16, pl.TensorView(stride=[1, 16], layout=pl.TensorLayout.DN)], b: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)], c: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(valid_shape=[8, 12], stride=[16, 1], layout=pl.TensorLayout.ND)], d: pl.Tensor[[64, 64], pl.BF16, pl.NZ], e: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND)]) -> pl.Tensor[[8, 16], pl.FP32]:
        return b
