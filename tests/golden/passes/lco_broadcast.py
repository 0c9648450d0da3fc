# ptoc: opt --backend 910B --passes=lower_composite_ops
# A broadcast inside a kernel: the ranks come from the context of the tensor it
# updates, a barrier on the signal, then every rank reads the whole tensor from
# the root through a Vec staging tile (leading dims folded into its rows), and
# the barrier's generation is taken back off.
import pypto.language as pl

@pl.program
class Broadcast:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def step(data: pl.InOut[pld.DistributedTensor[[2, 3, 8], pl.FP16]], signal: pl.InOut[pld.DistributedTensor[[4, 1], pl.INT32]]) -> pld.DistributedTensor[[2, 3, 8], pl.FP16]:
        data = pld.tensor.broadcast(data, signal, root=3)
        return data
