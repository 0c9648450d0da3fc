# tests/ut/ir/transforms/test_lower_composite_ops.py::test_stateless_signal_round_trip_across_many_calls (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_PROTOCOL_NRANKS = 2
nr = _PROTOCOL_NRANKS


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def loop_step(
        self,
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[nr, 1], pl.INT32]:
        for _ in pl.range(5):
            signal = pld.tensor.barrier(signal)
        return signal
