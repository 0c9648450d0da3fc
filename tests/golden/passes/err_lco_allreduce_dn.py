# ptoc: opt --backend 910B --passes=lower_composite_ops
# A DN target is not a row-major stream (the reference's
# test_allreduce_mesh_lowering_rejects_fully_valid_dn_target).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(stride=[12, 1, 3], layout=pl.TensorLayout.DN)]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(stride=[12, 1, 3], layout=pl.TensorLayout.DN)]:
        data = pld.tensor.allreduce(data, signal, op=0)
        return data
