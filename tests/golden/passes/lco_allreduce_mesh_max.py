# ptoc: opt --backend 910B --passes=lower_composite_ops
#   ptoc check --ranks 2 --fill signal=0 tests/golden/passes/lco_allreduce_mesh_max.py
# Every reduction of a mesh allreduce lowers to its elementwise op (the reference's
# test_allreduce_lowers_every_reduce_op): op=1 (Max) reduces with tile.maximum.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def reduce_step(data: pl.InOut[pld.DistributedTensor[[1, 16], pl.FP32]], signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]) -> pld.DistributedTensor[[1, 16], pl.FP32]:
        data = pld.tensor.allreduce(data, signal, op=1, mode='mesh', core_num=1)
        return data
