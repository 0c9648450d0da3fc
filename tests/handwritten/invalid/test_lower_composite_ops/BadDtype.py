# tests/ut/ir/transforms/test_lower_composite_ops.py::test_ring_allreduce_invalid_signal_shape_is_rejected (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld

_RING_ALLREDUCE_SIZE = 16
_RING_ALLREDUCE_NRANKS = 2
SIZE = _RING_ALLREDUCE_SIZE
nr = _RING_ALLREDUCE_NRANKS


@pl.program
class BadDtype:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[2 * (nr - 1), nr], pl.FP32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum, mode="ring")
        return data
