# tests/ut/ir/transforms/test_lower_composite_ops.py::test_allreduce_in_host_orchestrator_is_left_for_host_collective_lowering (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_ALLREDUCE_SIZE = 16
SIZE = _ALLREDUCE_SIZE


@pl.program
class HostAllreduce:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        data: pld.DistributedTensor[[1, SIZE], pl.FP32],
        signal: pld.DistributedTensor[[2, 1], pl.INT32],
    ):
        data = pld.tensor.allreduce(data, signal, op=pld.ReduceOp.Sum)
        return 0
