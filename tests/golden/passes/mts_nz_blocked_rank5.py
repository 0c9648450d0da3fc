# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_nz_blocked_rank5.expected.py
# NZ in the blocked rank-5 form [B, C/c0, R/16, 16, c0]: row-major over the blocked shape
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[1, 2, 4, 16, 16], pl.FP16, pl.TensorView(stride=[], layout=pl.TensorLayout.NZ)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
