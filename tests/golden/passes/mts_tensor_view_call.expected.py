@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pld.DistributedTensor[[4, 8], pl.FP32]) -> pld.DistributedTensor[[8, 4], pl.FP32, pl.TensorView(stride=[1, 8], layout=pl.TensorLayout.DN)]:
        v: pld.DistributedTensor[[8, 4], pl.FP32, pl.TensorView(stride=[1, 8], layout=pl.TensorLayout.DN)] = pl.tensor.view(x, [8, 4], [8, 4], layout=pl.TensorLayout.DN)
        return v
