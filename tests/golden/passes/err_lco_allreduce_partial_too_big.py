# ptoc: opt --backend 910B --passes=lower_composite_ops
# A partial rectangle larger than one chunk is not chunked (the reference's
# test_allreduce_rejects_oversized_partial_valid_shape).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[2, 65537], pl.FP32, pl.TensorView(valid_shape=[1, 65537], stride=[], layout=pl.TensorLayout.ND)]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[2, 65537], pl.FP32, pl.TensorView(valid_shape=[1, 65537], stride=[], layout=pl.TensorLayout.ND)]:
        data = pld.tensor.allreduce(data, signal, op=0)
        return data
