# tests/ut/ir/transforms/test_lower_composite_ops.py::test_unrolled_loop_collective_restarts_each_call (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_PROTOCOL_NRANKS = 2
nr = _PROTOCOL_NRANKS


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def barrier_unrolled(
        self,
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[nr, 1], pl.INT32]:
        for _ in pl.unroll(3):
            signal = pld.tensor.barrier(signal)
        return signal
