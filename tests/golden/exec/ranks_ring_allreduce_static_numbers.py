# ptoc: run --backend 910B --memory-planner ptoas --ranks 4 --in 0=rank_iota --in 1=zeros --print 0 --print 1
# The ring allreduce of ranks_ring_allreduce_dynamic_numbers.py over the constant
# [2, 3, 5] window, under the ptoas planner: the 30 elements are cut into segments
# at i * 30 // 4 (7, 8, 7, 8 columns), and each chunk's sum is the if result the
# reduce-scatter narrows to its segment before the store; a 7-column chunk must not
# leave the next 8-column chunk's last column stale.  Element i of rank r starts at
# i + 30 r, so every rank ends with 4 i + 180 and every signal word back at 0.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[2, 3, 5], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[6, 4], pl.INT32]],
    ) -> pld.DistributedTensor[[2, 3, 5], pl.FP32]:
        return pld.tensor.allreduce(data, signal, mode="ring")

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.InOut[pld.DistributedTensor[[2, 3, 5], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[6, 4], pl.INT32]],
    ) -> pld.DistributedTensor[[2, 3, 5], pl.FP32]:
        data = self.reduce_step(data, signal)
        return data
