# ptoc: opt --backend 910B --passes=lower_composite_ops
# A ring's signal has one row per round: 2 * (NR - 1) rows for NR columns.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[1, 16], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[3, 2], pl.INT32]]) -> pld.DistributedTensor[[1, 16], pl.FP32]:
        data = pld.tensor.allreduce(data, signal, op=0, mode='ring', core_num=1)
        return data
