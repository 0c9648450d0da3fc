# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_tuple_return.expected.py
# a tuple return type of two DN tensors [4, 8] and [2, 4, 8] -> [1, 4] and [32, 1, 4]
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Out[pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]], b: pl.Out[pl.Tensor[[2, 4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]]) -> tuple[pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], pl.Tensor[[2, 4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]]:
        return a, b
