# ptoc: print
# layout= of pl.tensor.view takes the pl.ND .. pl.MX_B_NN shorthand for the TensorLayout member
# (the reference's test_block_mx_scale_tensor_views: MxToNd, NdToMx)
import pypto.language as pl


@pl.program
class MxViews:
    @pl.function(type=pl.FunctionType.InCore)
    def to_nd(self, source: pl.Tensor[[32, 4], pl.FP8E8M0, pl.MX_A_ZZ]) -> pl.Tensor[[1, 128], pl.FP8E8M0]:
        return pl.tensor.view(source, [1, 128], layout=pl.ND)

    @pl.function(type=pl.FunctionType.InCore)
    def to_mx(self, source: pl.Tensor[[1, 128], pl.FP8E8M0]) -> pl.Tensor[[4, 32], pl.FP8E8M0, pl.MX_B_NN]:
        return pl.tensor.view(source, [4, 32], layout=pl.MX_B_NN)
