# ptoc: opt --backend 910B --passes=lower_composite_ops
# A barrier after a ring allreduce on the ring's [2 * (NR - 1), NR] signal: outside the
# ring a barrier credits one word per rank, so its signal must be [NR, 1] (the reference's
# test_mixing_ring_and_mesh_barrier_protocols_on_one_signal_is_rejected).
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
