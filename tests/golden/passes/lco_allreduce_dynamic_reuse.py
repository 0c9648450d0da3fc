# ptoc: opt --backend 910B --passes=lower_composite_ops
#   ptoc check --ranks 2 --fill signal=0 tests/golden/passes/lco_allreduce_dynamic_reuse.py
# A mesh allreduce of a dynamic [1, n] window, then a barrier on the same signal (the
# reference's test_dynamic_mesh_allreduce_signal_is_reusable): the chunk loop runs to n,
# the allreduce's reset takes back the symbolic credit total 1 + ceil(n / 4096), and the
# barrier's wait is 1 again.
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
