# ptoc: opt --backend 910B --passes=lower_composite_ops
# A strided target is not packed, so it cannot be seen as one row (the reference's
# test_allreduce_mesh_lowering_rejects_strided_target_collapse).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(stride=[100, 10, 1], layout=pl.TensorLayout.ND)]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(stride=[100, 10, 1], layout=pl.TensorLayout.ND)]:
        data = pld.tensor.allreduce(data, signal, op=0)
        return data
