# tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py::test_two_allocs_different_descriptors_two_groups (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch_a(self, a: pld.DistributedTensor[[256], pl.FP32]):
        return a

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch_b(self, b: pld.DistributedTensor[[256], pl.FP32]):
        return b

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self):
        buf_a = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        buf_b = pld.alloc_window_buffer(256 * pl.FP32.get_byte())
        a = pld.window(buf_a, [256], dtype=pl.FP32)
        b = pld.window(buf_b, [256], dtype=pl.FP32)
        self.chip_orch_a(a, device=0)
        self.chip_orch_a(a, device=1)
        self.chip_orch_b(b, device=2)
        self.chip_orch_b(b, device=3)
        return 0
