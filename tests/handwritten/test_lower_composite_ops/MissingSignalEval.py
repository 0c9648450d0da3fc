# tests/ut/ir/transforms/test_lower_composite_ops.py::test_allreduce_eval_stmt_without_signal_is_rejected_outside_host_orchestrator (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_ALLREDUCE_SIZE = 16
SIZE = _ALLREDUCE_SIZE


@pl.program
class MissingSignalEval:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, SIZE], pl.FP32]],
    ) -> pld.DistributedTensor[[1, SIZE], pl.FP32]:
        pld.tensor.allreduce(data, op=pld.ReduceOp.Sum)
        return data
