# tests/ut/ir/transforms/test_lower_composite_ops.py::test_ring_allreduce_flattens_packed_nd_target (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[2, 3, 17], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[2, 2], pl.INT32]],
    ) -> pld.DistributedTensor[[2, 3, 17], pl.FP32]:
        return pld.tensor.allreduce(data, signal, mode="ring")
