# tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py::test_multi_view_per_alloc_shares_wb_instance (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        v1: pld.DistributedTensor[[256], pl.FP32],
        v2: pld.DistributedTensor[[256], pl.FP32],
    ):
        return v1

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(512 * pl.FP32.get_byte())
        view_a = pld.window(buf, [256], dtype=pl.FP32)
        view_b = pld.window(buf, [256], dtype=pl.FP32)
        for r in pl.range(pld.world_size()):
            self.chip_orch(view_a, view_b, device=r)
        return 0
