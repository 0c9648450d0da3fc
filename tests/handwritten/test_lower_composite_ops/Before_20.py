# tests/ut/ir/transforms/test_lower_composite_ops.py::_build_reduce_scatter_before (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_REDUCE_SCATTER_NRANKS = 2
_REDUCE_SCATTER_SIZE = 16
SIZE = _REDUCE_SCATTER_SIZE
nr = _REDUCE_SCATTER_NRANKS


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[nr, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[nr, SIZE], pl.FP32]:
        data = pld.tensor.reduce_scatter(data, signal, op=pld.ReduceOp.Sum)
        return data
