# ptoc: compile --backend 910B --no-emit-loc
import pypto.language as pl

# A collective inside a kernel (the reference's LowerCompositeOps case): LowerCompositeOps
# expands it into loops over peers (nranks and rank from the data's communication context,
# remote loads of each peer's chunk, notify/wait on the signal), which codegen emits.
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[2, 3, 4], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[2, 3, 4], pl.FP32]:
        data = pld.tensor.allreduce(data, signal, op=0, mode='mesh', core_num=1)
        return data
