# tests/ut/ir/transforms/test_lower_composite_ops.py::test_reduce_scatter_deducer_rejects_unsupported_reduce_op (rejected by the reference parser)
import pypto.language as pl
import pypto.language.distributed as pld

_REDUCE_SCATTER_NRANKS = 2
_REDUCE_SCATTER_SIZE = 16
SIZE = _REDUCE_SCATTER_SIZE
nr = _REDUCE_SCATTER_NRANKS


@pl.program
class BadOp:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        data: pl.InOut[pld.DistributedTensor[[nr, SIZE], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[nr, 1], pl.INT32]],
    ) -> pl.Tensor[[nr, SIZE], pl.FP32]:
        data = pld.tensor.reduce_scatter(data, signal, op=pld.ReduceOp.Max)
        return data
