# tests/ut/ir/transforms/test_lower_composite_ops.py::test_mixing_ring_and_mesh_barrier_protocols_on_one_signal_is_rejected (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_RING_ALLREDUCE_NRANKS = 2
_RING_ALLREDUCE_SIZE = 16
SIZE = _RING_ALLREDUCE_SIZE
nr = _RING_ALLREDUCE_NRANKS
total_rounds = 2 * (nr - 1)


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def ring_then_barrier(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[total_rounds, nr], pl.INT32]],
    ) -> pld.DistributedTensor[[total_rounds, nr], pl.INT32]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum, mode="ring")
        signal = pld.tensor.barrier(signal)
        return signal
