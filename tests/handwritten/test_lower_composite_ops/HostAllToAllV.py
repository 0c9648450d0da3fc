# tests/ut/ir/transforms/test_lower_composite_ops.py::test_all_to_all_v_in_host_orchestrator_is_left_for_host_collective_lowering (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_AAV_NRANKS = 2
_AAV_MAX_RECV = 2
_AAV_TOTAL = _AAV_NRANKS * _AAV_MAX_RECV
_AAV_SIZE = 16
SIZE = _AAV_SIZE
nr = _AAV_NRANKS
total = _AAV_TOTAL


@pl.program
class HostAllToAllV:
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inp: pl.Tensor[[total, SIZE], pl.FP32],
        counts: pl.Tensor[[nr, 1], pl.INT32],
        data: pld.DistributedTensor[[total, SIZE], pl.FP32],
        signal: pld.DistributedTensor[[nr, 1], pl.INT32],
        recv_counts: pld.DistributedTensor[[nr, 1], pl.INT32],
    ):
        data = pld.tensor.all_to_all_v(inp, data, signal, counts, recv_counts)  # type: ignore[arg-type]
        return 0
