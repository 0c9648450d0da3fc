# tests/ut/ir/transforms/test_lower_composite_ops.py::test_mesh_allreduce_epilogue_resets_signal_for_the_next_collective (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_PROTOCOL_SIZE = 16
_PROTOCOL_NRANKS = 2
SIZE = _PROTOCOL_SIZE
nr = _PROTOCOL_NRANKS


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_then_barrier(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[nr, 1], pl.INT32]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        signal = pld.tensor.barrier(signal)
        return signal
