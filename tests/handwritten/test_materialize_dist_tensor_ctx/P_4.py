# tests/ut/ir/transforms/test_materialize_dist_tensor_ctx.py::test_device_get_comm_ctx_is_replaced_by_materialized_context (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, data: pld.DistributedTensor[[4], pl.FP32]):
        ctx = pld.system.get_comm_ctx(data)
        _rank = pld.system.rank(ctx)
        pld.system.wait(data, offsets=[0], expected=1, cmp=pld.WaitCmp.Eq)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self):
        buffer = pld.alloc_window_buffer(4 * pl.FP32.get_byte())
        data = pld.window(buffer, [4], dtype=pl.FP32)
        self.chip_orch(data, device=0)
