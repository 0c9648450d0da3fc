# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_call_types.expected.py
# kernel params/returns, caller params/returns and the cross-function call result (DN [4, 8]) all get [1, 4]
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]]) -> pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]:
        t: pl.Tile[[4, 8], pl.FP32] = pl.load(a, [0, 0], [4, 8])
        s: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)] = pl.store(t, [0, 0], out)
        return s

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]]) -> pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]:
        r: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)] = self.kernel(a, out)
        return r
