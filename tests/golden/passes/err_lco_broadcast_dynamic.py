# ptoc: opt --backend 910B --passes=lower_composite_ops
# A broadcast inside a kernel stages the tensor through one Vec tile: its
# leading dims must be static to size it.
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class Broadcast:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def step(data: pl.InOut[pld.DistributedTensor[[N, 3, 8], pl.FP16]], signal: pl.InOut[pld.DistributedTensor[[4, 1], pl.INT32]]) -> pld.DistributedTensor[[N, 3, 8], pl.FP16]:
        data = pld.tensor.broadcast(data, signal, root=0)
        return data
