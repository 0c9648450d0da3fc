# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_fold_overflow_guard.expected.py
# a constant product that overflows int64 stays a symbolic product instead of wrapping
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[2, 4611686018427387904, 4], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
