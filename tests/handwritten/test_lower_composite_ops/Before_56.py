# tests/ut/ir/transforms/test_lower_composite_ops.py::test_dynamic_mesh_allreduce_signal_is_reusable (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_PROTOCOL_NRANKS = 2
n = pl.dynamic("REUSE_DYNAMIC_N")
nr = _PROTOCOL_NRANKS


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_then_barrier(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, n], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[nr, 1], pl.INT32]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        signal = pld.tensor.barrier(signal)
        return signal
