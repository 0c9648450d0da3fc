# tests/ut/ir/transforms/test_lower_composite_ops.py::test_barrier_chain_restarts_generation_through_the_rebind_idiom (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_PROTOCOL_NRANKS = 2
nr = _PROTOCOL_NRANKS


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def barrier_thrice(
        self,
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[nr, 1], pl.INT32]:
        signal = pld.tensor.barrier(signal)
        signal = pld.tensor.barrier(signal)
        signal = pld.tensor.barrier(signal)
        return signal
