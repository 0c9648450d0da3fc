# tests/ut/ir/transforms/test_lower_composite_ops.py::_build_broadcast_in_loop_program (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_PROTOCOL_SIZE = 16
_PROTOCOL_NRANKS = 2
SIZE = _PROTOCOL_SIZE
nr = _PROTOCOL_NRANKS


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def loop_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[1, SIZE], pl.FP32]:
        for _ in pl.range(2):
            data = pld.tensor.broadcast(data, signal, root=0)
        return data
