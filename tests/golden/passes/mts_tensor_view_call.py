# ptoc: opt --passes=materialize_tensor_strides --expect {dir}/mts_tensor_view_call.expected.py
# tensor.view(x, layout=DN) of a distributed [4, 8] as [8, 4]: the call's type and the var's type keep the distributed wrapper and get stride [1, 8]
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pld.DistributedTensor[[4, 8], pl.FP32]) -> pld.DistributedTensor[[8, 4], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]:
        v: pld.DistributedTensor[[8, 4], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)] = pl.tensor.view(x, [8, 4], [8, 4], layout=pl.TensorLayout.DN)
        return v
