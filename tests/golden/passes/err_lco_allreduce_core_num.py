# ptoc: compile --backend 910B
# An all-reduce in an InCore function with core_num=2 (the reference's
# test_incore_core_num_rejection_does_not_recommend_spmd case): a kernel's collective
# runs on the kernel's core, and only a HOST orchestrator dispatches one over several
# cores, so LowerCompositeOps reports it at the call (in ring mode too) instead of
# expanding it for one core.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class MultiCoreInCore:
    @pl.function(type=pl.FunctionType.InCore)
    def ar_step(
        self,
        data: pl.InOut[pld.DistributedTensor[[1, 16], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]],
    ) -> pld.DistributedTensor[[1, 16], pl.FP32]:
        return pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum, core_num=2)
