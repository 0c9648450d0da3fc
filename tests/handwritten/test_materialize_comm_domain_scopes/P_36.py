# tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py::test_loop_bound_via_assigned_temp_const_int (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(self, data: pld.DistributedTensor[[256], pl.FP32]):
        return data

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        data = pld.window(buf, [256], dtype=pl.FP32)
        n = 2
        for r in pl.range(n):
            self.chip_orch(data, device=r)
        return 0
