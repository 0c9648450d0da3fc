# tests/ut/ir/transforms/test_composite_in_spmd_partitioning.py::test_incore_core_num_rejection_does_not_recommend_spmd (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 16
NRANKS = 2


@pl.program
class MultiCoreInCore:
    @pl.function(type=pl.FunctionType.InCore)
    def ar_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[NRANKS, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[1, SIZE], pl.FP32]:
        return pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum, core_num=2)
