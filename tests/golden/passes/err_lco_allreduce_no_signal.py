# ptoc: opt --backend 910B --passes=lower_composite_ops
# Only a HOST orchestrator's allreduce gets a signal synthesized for it; in a
# kernel one without a signal is an error (the reference's
# test_allreduce_without_signal_is_rejected_outside_host_orchestrator and
# test_allreduce_eval_stmt_without_signal_is_rejected_outside_host_orchestrator).
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class MissingSignalEval:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, 16], pl.FP32]],
    ) -> pld.DistributedTensor[[1, 16], pl.FP32]:
        pld.tensor.allreduce(data, op=pld.ReduceOp.Sum)
        return data
