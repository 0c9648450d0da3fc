# ptoc: opt --backend 910B --passes=lower_composite_ops
# A ring walks the valid part as one row-major prefix; a box with gaps is not one.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(valid_shape=[2, 1, 4], stride=[], layout=pl.TensorLayout.ND)]], signal: pl.InOut[pld.DistributedTensor[[2, 2], pl.INT32]]) -> pld.DistributedTensor[[2, 3, 4], pl.FP32, pl.TensorView(valid_shape=[2, 1, 4], stride=[], layout=pl.TensorLayout.ND)]:
        data = pld.tensor.allreduce(data, signal, op=0, mode='ring', core_num=1)
        return data
