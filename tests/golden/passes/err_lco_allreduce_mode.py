# ptoc: opt --backend 910B --passes=lower_composite_ops
# mode= picks the kernel expansion of an all-reduce: a name other than 'mesh' or 'ring'
# is an error at the call, not the mesh expansion (the names are the allreduce_mode enum
# of specs/ops/enums.yaml).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[2, 64], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[2, 64], pl.FP32]:
        data = pld.tensor.allreduce(data, signal, op=0, mode='star', core_num=1)
        return data
