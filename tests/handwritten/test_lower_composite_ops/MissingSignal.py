# tests/ut/ir/transforms/test_lower_composite_ops.py::test_allreduce_without_signal_is_rejected_outside_host_orchestrator (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_ALLREDUCE_SIZE = 16
SIZE = _ALLREDUCE_SIZE


@pl.program
class MissingSignal:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        inp: pl.Tensor[[1, SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[1, SIZE], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
    ) -> pl.Tensor[[1, SIZE], pl.FP32]:
        local = pl.load(inp, [0, 0], [1, SIZE])
        data = pl.store(local, [0, 0], data)
        data = pld.tensor.allreduce(data, op=pld.ReduceOp.Sum)
        acc = pl.load(data, [0, 0], [1, SIZE])
        return pl.store(acc, [0, 0], out)
