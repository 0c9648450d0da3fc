# ptoc: opt --backend 910B --passes=lower_composite_ops
# A partial box whose rows are not one run of storage cannot be one 2-D view (the
# reference's test_allreduce_mesh_lowering_rejects_noncontiguous_partial_valid_shape).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(valid_shape=[2, 2, 4], stride=[], layout=pl.TensorLayout.ND)]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(valid_shape=[2, 2, 4], stride=[], layout=pl.TensorLayout.ND)]:
        data = pld.tensor.allreduce(data, signal, op=0)
        return data
