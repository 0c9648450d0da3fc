# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_second_run_noop.py
# the pass on its own output (already materialized) changes nothing
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, b: pl.Tensor[[2, 4, 8], pl.FP32, pl.TensorView(stride=[32, 1, 4], layout=pl.TensorLayout.DN)], c: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(stride=[16, 1], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return out
